import { refusal, renderWithProviders, reply, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { StatementPayouts } from './statement-payouts';

const LIST = 'GET /api/backoffice/settlement/payouts/';
const PAY = 'POST /api/backoffice/settlement/statements/12/pay/';
const row = {
  statement_id: 12,
  user_id: 9,
  username: 'player',
  statement_number: 2,
  bundle_number: 5,
  amount: '3750.00',
  status: 'accepted_by_silence',
  accepted_at: '2026-11-04T10:00:00.000Z',
};

describe('payouts of accepted statements (issue 38 item 5)', () => {
  it('lists an accepted statement with its own amount; «Выплатить» confirms and sends nothing typed', async () => {
    const network = stubNetwork({
      [LIST]: [row],
      [PAY]: { statement_id: 12, amount: '3750.00', paid_by: 2, paid_at: '2026-11-05T10:00:00.000Z' },
    });
    const { user } = renderWithProviders(<StatementPayouts />);
    const line = await screen.findByTestId('statement-payout-12');
    expect(line).toHaveTextContent('player');
    expect(line).toHaveTextContent('Выписка № 2 · Пакет 5');
    expect(line).toHaveTextContent('Принята молчанием (срок прошёл)');
    expect(line).toHaveTextContent('$3,750.00');
    await user.click(within(line).getByRole('button', { name: 'Выплатить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Отметить выплату игроку player по выписке № 2: $3,750.00? Сумма берётся из выписки.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent(PAY)).toEqual([{}]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('paid by someone else first: the 409 in the dialog; nothing to pay: says so', async () => {
    stubNetwork({ [LIST]: [row], [PAY]: reply(409, refusal(['Выплата по этой выписке уже отмечена.'])) });
    const { user, unmount } = renderWithProviders(<StatementPayouts />);
    await user.click(await screen.findByRole('button', { name: 'Выплатить' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Выплатить' }));
    expect(await within(dialog).findByText(/Выплата по этой выписке уже отмечена\./)).toBeInTheDocument();
    unmount();
    stubNetwork({ [LIST]: [] });
    renderWithProviders(<StatementPayouts />);
    expect(await screen.findByText('Нет принятых выписок к выплате.')).toBeInTheDocument();
  });
});
