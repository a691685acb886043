import { refusal, renderWithProviders, reply, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { DueBundles } from './due-bundles';

const LIST = 'GET /api/backoffice/settlement/bundles/';
const CLOSE = 'POST /api/backoffice/settlement/bundles/41/close/';
const figures = {
  result: '10000.00',
  makeup_before: '2500.00',
  after_makeup: '7500.00',
  player_share: '3750.00',
  fund_share: '3750.00',
  deductions: [],
  deductions_total: '0.00',
  payout: '3750.00',
  makeup_after: '0.00',
  makeup_written_off: '0.00',
};
const due = {
  bundle_id: 41,
  bundle_number: 2,
  start_datetime: '2026-10-20T00:00:00.000Z',
  contract_id: 7,
  user_id: 9,
  username: 'player',
  amount_games: 1000,
  games: 1000,
  reached: true,
  expired: false,
  figures,
};

describe('bundles to close', () => {
  it('lists a due bundle with its figures; «Закрыть пакет» confirms with the chain and closes once', async () => {
    const network = stubNetwork({ [LIST]: [due], [CLOSE]: { id: 1, number: 2 } });
    const { user } = renderWithProviders(<DueBundles />);
    const row = await screen.findByTestId('due-bundle-41');
    expect(row).toHaveTextContent('player');
    expect(row).toHaveTextContent('Пакет 2');
    expect(row).toHaveTextContent('Сыграно 1000 из 1000');
    expect(row).toHaveTextContent('Длина пакета сыграна');
    expect(row).toHaveTextContent('К выплате: $3,750.00');
    await user.click(within(row).getByRole('button', { name: 'Закрыть пакет' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Закрыть пакет 2 игрока player?');
    expect(within(dialog).getByTestId('close-figures')).toHaveTextContent('Макап до пакета$2,500.00');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть пакет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent(CLOSE)).toEqual([{}]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a bundle someone else closed first: the API’s 409 in the dialog, no second try', async () => {
    const network = stubNetwork({
      [LIST]: [due],
      [CLOSE]: reply(409, refusal(['Пакет уже закрыт: его выписка сформирована.'])),
    });
    const { user } = renderWithProviders(<DueBundles />);
    await user.click(await screen.findByRole('button', { name: 'Закрыть пакет' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть пакет' }));
    expect(await within(dialog).findByTestId('conflict')).toHaveTextContent('Пакет уже закрыт');
    expect(within(dialog).queryByRole('button', { name: 'Закрыть пакет' })).not.toBeInTheDocument();
    expect(network.sent(CLOSE)).toHaveLength(1);
  });

  it('closes the chosen bundles in one request and lists each outcome', async () => {
    const other = { ...due, bundle_id: 42, user_id: 10, username: 'grinder', bundle_number: 5 };
    const notCurrent = { ...due, bundle_id: 43, username: 'old', figures: null };
    const MANY = 'POST /api/backoffice/settlement/bundles/close/';
    const network = stubNetwork({
      [LIST]: [due, other, notCurrent],
      [MANY]: [
        { bundle_id: 41, statement: { id: 5, number: 2 }, error: null },
        { bundle_id: 42, statement: null, error: 'Пакет уже закрыт: его выписка сформирована.' },
      ],
    });
    const { user } = renderWithProviders(<DueBundles />);
    const button = await screen.findByRole('button', { name: 'Закрыть выбранные (0)' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Выбрать: old, пакет 2' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: player, пакет 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать: grinder, пакет 5' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть выбранные (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('close-many-list')).toHaveTextContent(
      'grinder, Пакет 5 · К выплате: $3,750.00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть выбранные (2)' }));
    const results = await screen.findByTestId('close-results');
    expect(results).toHaveTextContent('player, пакет 2: закрыт, выписка № 2');
    expect(results).toHaveTextContent('grinder, пакет 5: не закрыт — Пакет уже закрыт');
    expect(network.sent(MANY)).toEqual([{ bundle_ids: [41, 42] }]);
  });

  it('nothing to close: says so', async () => {
    stubNetwork({ [LIST]: [] });
    renderWithProviders(<DueBundles />);
    expect(await screen.findByText('Нет пакетов к закрытию.')).toBeInTheDocument();
  });
});
