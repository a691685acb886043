import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { TwoFactorCard } from '../two-factor-card';
import { StaffNotice } from './staff-notice';

const URI = 'otpauth://totp/X:manager?issuer=X&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const CODES = Array.from({ length: 10 }, (_, i) => `aaaa-bbbb-cccc-dd${i}${i}`);
const page = (
  <>
    <StaffNotice />
    <TwoFactorCard />
  </>
);

test('a staff member without 2FA reads why above the enrolment; enrolled, the recovery codes stay and «Перейти в бэк-офис» leads to the back office', async () => {
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
  expect(screen.queryByRole('link', { name: 'Перейти в бэк-офис' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Включить двухфакторную защиту' }));
  await user.type(screen.getByLabelText('Ваш пароль'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Продолжить' }));
  await user.type(await screen.findByRole('textbox', { name: 'Код из приложения' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Включить защиту' }));

  expect(await screen.findByTestId('recovery-codes')).toHaveTextContent(CODES[9]!);
  expect(await screen.findByRole('link', { name: 'Перейти в бэк-офис' })).toHaveAttribute(
    'href',
    '/backoffice',
  );
});

test.each([
  ['staff with 2FA', { enabled: true, recovery_codes_left: 3, required: true }],
  ['not staff', { enabled: false, recovery_codes_left: 0, required: false }],
])('%s: no notice', async (_, status) => {
  stubNetwork({ 'GET /api/users/two-factor/': status });
  renderWithProviders(page);
  // The card has its answer (a button to enable or disable) before the notice is looked for.
  expect((await screen.findAllByRole('button')).length).toBeGreaterThan(0);
  expect(screen.queryByTestId('staff-two-factor')).not.toBeInTheDocument();
});
