import { renderWithProviders, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { TwoFactorCard } from './two-factor-card';

const URI = 'otpauth://totp/X:player?issuer=X&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${i}${i}`);

test('«Включить двухфакторную защиту»: the password, then the QR, the key and a code, then the recovery codes once; «Отключить» with a code', async () => {
  let enabled = false;
  const network = stubNetwork({
    'GET /api/users/two-factor/': () => ({ enabled, recovery_codes_left: enabled ? 10 : 0 }),
    'POST /api/users/two-factor/start/': { secret: 'JBSWY3DPEHPK3PXP', uri: URI },
    'POST /api/users/two-factor/confirm/': () => {
      enabled = true;
      return { recovery_codes: CODES };
    },
    'POST /api/users/two-factor/disable/': () => {
      enabled = false;
      return {};
    },
  });
  const { user } = renderWithProviders(<TwoFactorCard />);
  await user.click(await screen.findByRole('button', { name: 'Включить двухфакторную защиту' }));
  await user.type(screen.getByLabelText('Ваш пароль'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));

  expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  const qr = await screen.findByRole('img', { name: 'QR-код для приложения-аутентификатора' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await user.type(screen.getByRole('textbox', { name: 'Код из приложения' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Включить защиту' }));

  expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(CODES[9]!);
  await user.click(screen.getByRole('button', { name: 'Готово' }));
  expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
  expect(await screen.findByText('Включена. Осталось кодов восстановления: 10.')).toBeInTheDocument();

  await user.type(
    screen.getByRole('textbox', { name: 'Код из приложения или код восстановления' }),
    '654321',
  );
  await user.click(screen.getByRole('button', { name: 'Отключить защиту' }));
  expect(await screen.findByRole('button', { name: 'Включить двухфакторную защиту' })).toBeInTheDocument();
  await waitFor(() =>
    expect(network.sent('POST /api/users/two-factor/disable/')).toEqual([{ code: '654321' }]),
  );
  expect(network.sent('POST /api/users/two-factor/start/')).toEqual([{ password: 'demo-password' }]);
  expect(network.sent('POST /api/users/two-factor/confirm/')).toEqual([{ code: '123456' }]);
});
