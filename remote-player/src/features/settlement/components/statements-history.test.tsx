import { dialogFocused, renderWithProviders, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { moneyKeysOf } from '../../../lib/money-changes';
import { SettlementDialog } from './settlement-dialog';

const LIST = 'GET /api/accounting/settlement/statements/';
const H1 = 'a'.repeat(64);
const H2 = 'b'.repeat(64);
const summary = (n: number, over: object) => ({
  id: 10 + n,
  number: n,
  user_id: 5,
  contract_id: 7,
  bundle_id: 20 + n,
  bundle_number: n,
  result: '0.00',
  makeup_before: '0.00',
  after_makeup: '0.00',
  player_share: '0.00',
  fund_share: '0.00',
  deductions_total: '0.00',
  payout: '0.00',
  makeup_after: '0.00',
  makeup_written_off: '0.00',
  content_sha256: H1,
  previous_sha256: null,
  closed_by: 2,
  closed_at: '2026-11-01T10:00:00.000Z',
  status: 'accepted',
  deadline: null,
  paid: null,
  ...over,
});
// The worked example frozen: bundle 1 −2,500 (makeup 2,500), bundle 2 +10,000 → 3,750 to pay.
const first = summary(1, { result: '-2500.00', after_makeup: '-2500.00', makeup_after: '2500.00' });
const second = summary(2, {
  result: '10000.00',
  makeup_before: '2500.00',
  after_makeup: '7500.00',
  player_share: '3750.00',
  fund_share: '3750.00',
  payout: '3750.00',
  content_sha256: H2,
  previous_sha256: H1,
});
const content = {
  version: 1,
  user_id: 5,
  contract_id: 7,
  number: 2,
  bundle: {
    id: 22,
    number: 2,
    start_datetime: '2026-10-01T00:00:00.000Z',
    end_datetime: '2026-11-01T10:00:00.000Z',
    games: 1000,
  },
  // The terms bundle 2 was settled under (frozen with it; the view shows the figures they gave).
  terms: Object.fromEntries([
    ['personal_share', '50.00'],
    ['makeup_carried', true],
    ['makeup_at_end', 'owed'],
    ['amount_games', 1000],
    ['min_personalfunds_buyins', 400],
    ['from_bundle', 2],
  ]),
  figures: { ...second, deductions: [] },
  lines: {
    result: [
      {
        account_record_id: 3,
        label: 'PokerStars: hero',
        currency_name: 'USD',
        rate: '1.0000',
        start_balance: '7500.00',
        end_balance: '18000.00',
        transfers_sum: '500.00',
        value: '10000.00',
        usd: '10000.00',
        movements: [],
      },
    ],
    makeup_before: [{ bundle_number: 1, result: '-2500.00', makeup_after: '2500.00' }],
    deductions: [],
  },
  closed_by: 2,
  closed_at: '2026-11-01T10:00:00.000Z',
  previous_sha256: H1,
};

const accepted = {
  status: 'accepted',
  deadline: null,
  accepted_at: '2026-11-02T10:00:00.000Z',
  paid: null,
  disputes: [],
};
const awaiting = {
  status: 'awaiting',
  deadline: '2026-11-04T10:00:00.000Z',
  accepted_at: null,
  paid: null,
  disputes: [],
};
const ONE = `/api/accounting/settlement/statements/${second.id}/`;
const H_TIME = '2026-11-02T12:00:00.000Z';
const disputedLine = (line: string, body: object) => ({
  id: 1,
  statement_id: second.id,
  line,
  amount: '0.00',
  label: null,
  ...body,
  created_at: H_TIME,
  answer: null,
});

/** The dialog's statements over a stubbed API that keeps the statement's review (a dispute and an accept change it). */
async function openWith(initial: object) {
  let review = initial;
  const set = (next: object) => {
    review = next;
    return review;
  };
  const net = stubNetwork({
    'GET /api/accounting/settlement/preview/': null,
    'GET /api/contracts/user/terms/': null,
    [LIST]: () => [{ ...second, ...review }],
    [`GET ${ONE}`]: () => ({ ...second, content, review }),
    [`POST ${ONE}disputes/`]: (call: { body?: unknown }) => {
      const { line, ...body } = call.body as { line: string };
      return set({ ...awaiting, status: 'disputed', deadline: null, disputes: [disputedLine(line, body)] });
    },
    [`POST ${ONE}accept/`]: () => set(accepted),
  });
  const { user, queryClient } = renderWithProviders(<SettlementDialog onClose={() => {}} />);
  await dialogFocused();
  await user.click(screen.getByRole('button', { name: 'Выписки по пакетам' }));
  /** The fund changes the statement and the live event of `entity` arrives: what it refreshes is refetched. */
  const live = async (next: object, entity: string) => {
    set(next);
    const keys = await moneyKeysOf({ entity });
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  return { net, user, live };
}

describe('statements history', () => {
  it('opens from «Если рассчитаться сейчас»: the chain with makeup over time, a statement with its lines and hashes', async () => {
    stubNetwork({
      'GET /api/accounting/settlement/preview/': null,
      'GET /api/contracts/user/terms/': null,
      [LIST]: [first, second],
      [`GET /api/accounting/settlement/statements/${second.id}/`]: { ...second, content, review: accepted },
    });
    const { user } = renderWithProviders(<SettlementDialog onClose={() => {}} />);
    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Выписки по пакетам' }));
    const row1 = await screen.findByTestId('statement-row-1');
    expect(row1).toHaveTextContent('Выписка № 1');
    expect(row1).toHaveTextContent('$0.00 → $2,500.00');
    const row2 = screen.getByTestId('statement-row-2');
    expect(row2).toHaveTextContent('$2,500.00 → $0.00');
    expect(row2).toHaveTextContent('$3,750.00');
    // The makeup over time as a chart too, its code loaded with the history (a chunk of its own).
    const chart = screen.getByTestId('makeup-chart');
    expect(chart).toHaveTextContent('Макап после каждой выписки и выплата по ней');
    // jsdom lays nothing out (no width), so the chart's own root is what shows that its code loaded.
    await waitFor(() => expect(chart.querySelector('.mantine-CompositeChart-root')).not.toBeNull());
    await user.click(within(row2).getByRole('button', { name: 'Выписка № 2' }));
    expect(await screen.findByTestId('statement-payout')).toHaveTextContent('К выплате$3,750.00');
    expect(screen.getByTestId('statement-lines')).toHaveTextContent('PokerStars: hero$10,000.00');
    const hashes = screen.getByTestId('statement-hashes');
    expect(hashes).toHaveTextContent(H2);
    expect(hashes).toHaveTextContent(H1);
    await user.click(screen.getByRole('button', { name: 'Назад к выпискам' }));
    expect(await screen.findByTestId('statement-row-1')).toBeInTheDocument();
  });

  it('no statement yet: says so', async () => {
    stubNetwork({
      'GET /api/accounting/settlement/preview/': null,
      'GET /api/contracts/user/terms/': null,
      [LIST]: [],
    });
    const { user } = renderWithProviders(<SettlementDialog onClose={() => {}} />);
    await dialogFocused();
    await user.click(screen.getByRole('button', { name: 'Выписки по пакетам' }));
    expect(await screen.findByText('Выписок пока нет: ни один пакет не закрыт.')).toBeInTheDocument();
  });

  it('accept or dispute (issue 38 item 5): a line disputed with a comment and a link, the fund’s answer shown, «Принять»', async () => {
    const { net, user } = await openWith(awaiting);
    const row = await screen.findByTestId('statement-row-2');
    expect(row).toHaveTextContent('Ждёт ответа игрока');
    await user.click(within(row).getByRole('button', { name: 'Выписка № 2' }));
    expect(await screen.findByTestId('statement-status')).toHaveTextContent('Срок ответа: до');

    // The form refuses a blank comment and a link that is not http(s) before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Оспорить: К выплате' }));
    await user.type(screen.getByLabelText(/Ссылка на подтверждение/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Некорректная ссылка')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
    expect(net.sent(`POST ${ONE}disputes/`)).toEqual([]);

    await user.type(screen.getByLabelText(/Что не так/), 'Выплата меньше');
    await user.clear(screen.getByLabelText(/Ссылка на подтверждение/));
    await user.type(screen.getByLabelText(/Ссылка на подтверждение/), 'https://prnt.sc/abc');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByTestId('dispute-figure:payout')).toHaveTextContent('Ответа фонда пока нет.');
    expect(net.sent(`POST ${ONE}disputes/`)).toEqual([
      { line: 'figure:payout', comment: 'Выплата меньше', link: 'https://prnt.sc/abc' },
    ]);
    expect(screen.getByTestId('statement-status')).toHaveTextContent('Оспорена: ждёт ответа фонда');
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();
  });

  it('the fund’s answers are shown, a correction with its amount; the player accepts', async () => {
    const answer = {
      decision: 'rejected',
      reason: 'Баланс по отчёту',
      correction: null,
      answered_by: 2,
      answered_at: H_TIME,
    };
    const line = {
      ...disputedLine('account:3', { comment: 'Не тот баланс', link: 'https://prnt.sc/abc' }),
      answer,
    };
    const corrected = {
      ...disputedLine('figure:payout', { id: 2, comment: 'Мало', link: 'https://prnt.sc/def' }),
      answer: { ...answer, decision: 'corrected', reason: 'Не учли бонус', correction: '75.50' },
    };
    const { net, user } = await openWith({ ...awaiting, status: 'answered', disputes: [line, corrected] });
    await user.click(await screen.findByRole('button', { name: 'Выписка № 2' }));
    expect(await screen.findByTestId('dispute-account:3')).toHaveTextContent(
      'Ответ фонда: Отклонено — Баланс по отчёту',
    );
    expect(screen.getByTestId('dispute-account:3')).not.toHaveTextContent('Исправление');
    expect(screen.getByTestId('dispute-figure:payout')).toHaveTextContent(
      'Ответ фонда: Исправлено — Не учли бонусИсправление: +75.50 USD в следующей выписке',
    );
    await user.click(screen.getByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('Принята', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(net.sent(`POST ${ONE}accept/`)).toEqual([{}]);
    expect(screen.queryByRole('button', { name: /Оспорить/ })).not.toBeInTheDocument();
  });

  it('live (issue 38 item 5): the fund’s answer and its payout show in the open statement without a reload; another line can be disputed meanwhile', async () => {
    const waiting = disputedLine('figure:payout', { comment: 'Выплата меньше', link: 'https://prnt.sc/abc' });
    const { user, live } = await openWith({
      ...awaiting,
      status: 'disputed',
      deadline: null,
      disputes: [waiting],
    });
    await user.click(await screen.findByRole('button', { name: 'Выписка № 2' }));
    expect(await screen.findByTestId('dispute-figure:payout')).toHaveTextContent('Ответа фонда пока нет.');
    // A line waits for the fund; another one may still be disputed (not accepted).
    expect(screen.getByRole('button', { name: 'Оспорить: Результат пакета' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Принять' })).not.toBeInTheDocument();

    const answer = { decision: 'rejected', reason: 'Сумма верна', answered_by: 2, answered_at: H_TIME };
    await live(
      { ...awaiting, status: 'answered', disputes: [{ ...waiting, answer }] },
      'settlement_dispute_answers',
    );
    expect(await screen.findByText(/Ответ фонда: Отклонено — Сумма верна/)).toBeInTheDocument();

    const paid = { amount: '3750.00', paid_at: '2026-11-03T10:00:00.000Z' };
    await live({ ...accepted, paid, disputes: [{ ...waiting, answer }] }, 'settlement_payouts');
    expect(await screen.findByTestId('statement-paid')).toHaveTextContent(
      /^Выплачено \d\d\.11\.2026.*: \$3,750\.00$/,
    );
    await user.click(screen.getByRole('button', { name: 'Назад к выпискам' }));
    expect(await screen.findByTestId('statement-row-2')).toHaveTextContent('Выплачено');
  });
});
