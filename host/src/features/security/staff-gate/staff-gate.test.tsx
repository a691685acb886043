import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { StaffGate } from './staff-gate';

const URI = 'otpauth://totp/X:manager?issuer=X&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${i}${i}`);
const page = <StaffGate>{<p>Очереди бэк-офиса</p>}</StaffGate>;

test('a staff member without 2FA gets why and the enrolment instead of the back office; enrolled, the recovery codes stay until «Перейти в бэк-офис»', async () => {
  let enabled = false;
  stubNetwork({
    'GET /api/users/two-factor/': () => ({ enabled, recovery_codes_left: enabled ? 10 : 0, required: true }),
    'POST /api/users/two-factor/start/': { secret: 'JBSWY3DPEHPK3PXP', uri: URI },
    'POST /api/users/two-factor/confirm/': () => {
      enabled = true;
      return { recovery_codes: CODES };
    },
  });
  const { user } = renderWithProviders(page);
  expect(await screen.findByText('Сначала включите двухфакторную защиту')).toBeInTheDocument();
  expect(screen.queryByText('Очереди бэк-офиса')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Включить двухфакторную защиту' }));
  await user.type(screen.getByLabelText('Ваш пароль'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
  await user.type(await screen.findByRole('textbox', { name: 'Код из приложения' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Включить защиту' }));

  expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(CODES[9]!);
  await user.click(await screen.findByRole('button', { name: 'Перейти в бэк-офис' }));
  expect(await screen.findByText('Очереди бэк-офиса')).toBeInTheDocument();
  expect(screen.queryByTestId('staff-two-factor')).not.toBeInTheDocument();
});

test.each([
  ['staff with 2FA', { enabled: true, recovery_codes_left: 3, required: true }],
  ['not staff', { enabled: false, recovery_codes_left: 0, required: false }],
])('%s: the page at once', async (_, status) => {
  stubNetwork({ 'GET /api/users/two-factor/': status });
  renderWithProviders(page);
  expect(await screen.findByText('Очереди бэк-офиса')).toBeInTheDocument();
  expect(screen.queryByTestId('staff-two-factor')).not.toBeInTheDocument();
});
