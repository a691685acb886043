import { renderWithProviders, screen, stubNetwork } from '@fund/shared/test';
import { playerRow as player } from './fixtures';
import { PlayerStatementsDialog } from './statements-dialog';

const LIST = 'GET /api/backoffice/users/2/settlement-statements/';
const statement = (number: number, figures: Record<string, string>, rest: object) => ({
  id: number + 10,
  number,
  user_id: 9,
  contract_id: 7,
  bundle_id: number + 40,
  bundle_number: number,
  result: '0.00',
  makeup_before: '0.00',
  after_makeup: '0.00',
  player_share: '0.00',
  fund_share: '0.00',
  deductions_total: '0.00',
  payout: '0.00',
  makeup_after: '0.00',
  makeup_written_off: '0.00',
  content_sha256: 'a'.repeat(64),
  previous_sha256: null,
  closed_by: 2,
  closed_at: '2026-10-01T10:00:00Z',
  deadline: null,
  paid: null,
  ...figures,
  ...rest,
});

describe('a player’s statements (staff)', () => {
  it('lists each statement: result, makeup before → after, payout, status, paid, hash', async () => {
    stubNetwork({
      [LIST]: [
        statement(1, { result: '-2500.00', makeup_after: '2500.00' }, { status: 'accepted_by_silence' }),
        statement(
          2,
          { result: '10000.00', makeup_before: '2500.00', payout: '3750.00' },
          { status: 'accepted', paid: { amount: '3750.00', paid_at: '2026-11-05T10:00:00Z' } },
        ),
      ],
    });
    renderWithProviders(<PlayerStatementsDialog user={player} onClose={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'Выписки по пакетам: player' })).toBeInTheDocument();
    const first = await screen.findByTestId('statement-1');
    expect(first).toHaveTextContent('-$2,500.00');
    expect(first).toHaveTextContent('$0.00 → $2,500.00');
    expect(first).toHaveTextContent('Принята молчанием (срок прошёл)');
    expect(first).toHaveTextContent('aaaaaaaaaaaa…');
    const second = screen.getByTestId('statement-2');
    expect(second).toHaveTextContent('$2,500.00 → $0.00');
    expect(second).toHaveTextContent('$3,750.00');
    expect(second).toHaveTextContent('Выплачено 05.11.2026');
  });

  it('none yet: says so', async () => {
    stubNetwork({ [LIST]: [] });
    renderWithProviders(<PlayerStatementsDialog user={player} onClose={() => {}} />);
    expect(await screen.findByText('Выписок пока нет: ни один пакет не закрыт.')).toBeInTheDocument();
  });
});
