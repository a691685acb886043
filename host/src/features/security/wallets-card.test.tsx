import { useAuthStore } from '@fund/shared/auth';
import { PERMISSIONS } from '@fund/shared/permissions';
import { refusal, renderWithProviders, reply, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { WalletsCard } from './wallets-card';

const WALLETS = {
  no_skrill: false,
  skrill_usd: 'ivan@example.com',
  skrill_eur: 'ivan@example.com',
  skrill_residence_id: 1,
  payouts_held_until: null,
};
const REGIONS = [
  { id: 1, description: 'Россия' },
  { id: 2, description: 'Европа' },
];
const HELD = '2026-03-02T09:00:00.000Z';

function card(
  twoFactor: boolean,
  answer: unknown = { ...WALLETS, skrill_usd: 'new@example.com', payouts_held_until: HELD },
) {
  useAuthStore.setState({ permissions: [PERMISSIONS.dashboard] });
  let wallets: object = WALLETS;
  const network = stubNetwork({
    'GET /api/users/wallets/': () => wallets,
    'GET /api/users/residenceregions/': REGIONS,
    'GET /api/users/two-factor/': { enabled: twoFactor, recovery_codes_left: 10 },
    'POST /api/users/wallets/': () => {
      if (answer instanceof Object && 'no_skrill' in answer) wallets = answer;
      return answer;
    },
  });
  return { network, ...renderWithProviders(<WalletsCard />) };
}

describe('«Кошельки Skrill» on «Безопасность» (issue 41 item 2)', () => {
  it('shows the wallets; a change is checked, confirmed with the password, and the hold is shown', async () => {
    const { network, user } = card(false);
    const section = await screen.findByTestId('wallets');
    expect(await within(section).findByText('E-mail Skrill USD: ivan@example.com')).toBeInTheDocument();
    expect(await within(section).findByText('Резидентство Skrill: Россия')).toBeInTheDocument();
    expect(within(section).queryByTestId('payouts-held')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Изменить кошельки' }));
    const usd = within(section).getByLabelText('E-mail Skrill USD');
    await user.clear(usd);
    await user.type(usd, 'not-an-email');
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    expect(await within(section).findByText('Введите ваш пароль.')).toBeInTheDocument();
    expect(
      within(section).getByText(/e-mail/i, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(network.sent('POST /api/users/wallets/')).toEqual([]);
    await user.clear(usd);
    await user.type(usd, 'new@example.com');
    await user.type(within(section).getByLabelText('Ваш пароль'), 'demo-password');
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    expect(await within(section).findByTestId('payouts-held')).toHaveTextContent(
      /^Выплаты приостановлены до \d\d\.\d\d\.\d{4} \d\d:\d\d: кошельки изменены\.$/,
    );
    expect(within(section).getByText('E-mail Skrill USD: new@example.com')).toBeInTheDocument();
    expect(network.sent('POST /api/users/wallets/')).toEqual([
      {
        no_skrill: false,
        skrill_usd: 'new@example.com',
        skrill_eur: 'ivan@example.com',
        skrill_residence_id: 1,
        password: 'demo-password',
      },
    ]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('with 2FA the code is asked; a wrong code: the API’s refusal under the code field, the form kept', async () => {
    const wrong =
      'Неверный или уже использованный код: кошельки не изменены. Введите новый код из приложения.';
    const { network, user } = card(true, reply(403, refusal([wrong])));
    const section = await screen.findByTestId('wallets');
    await user.click(await within(section).findByRole('button', { name: 'Изменить кошельки' }));
    expect(within(section).queryByLabelText('Ваш пароль')).toBeNull();
    await user.type(within(section).getByLabelText('Код из приложения'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(network.sent('POST /api/users/wallets/')).toHaveLength(1));
    expect(network.sent('POST /api/users/wallets/')[0]).toMatchObject({ code: '123456' });
    expect(
      await within(section).findByText(wrong, { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
  });

  it('staff (no dashboard) have no wallets: nothing is shown or asked', async () => {
    useAuthStore.setState({ permissions: [PERMISSIONS.backoffice] });
    const network = stubNetwork({});
    renderWithProviders(<WalletsCard />);
    expect(screen.queryByTestId('wallets')).toBeNull();
    expect(network.calls).toEqual([]);
  });
});
