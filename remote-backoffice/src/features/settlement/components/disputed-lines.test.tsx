import { refusal, renderWithProviders, reply, screen, stubNetwork, waitFor, within } from '@fund/shared/test';
import { DisputedLines } from './disputed-lines';

const LIST = 'GET /api/backoffice/settlement/disputes/';
const ANSWER = 'POST /api/backoffice/settlement/disputes/5/answer/';
const dispute = {
  id: 5,
  statement_id: 12,
  line: 'figure:payout',
  amount: '3750.00',
  label: null,
  comment: 'Выплата меньше',
  link: 'https://prnt.sc/abc',
  created_at: '2026-11-02T10:00:00.000Z',
  answer: null,
  user_id: 9,
  username: 'player',
  statement_number: 2,
  bundle_number: 2,
};
const review = { status: 'answered', deadline: null, accepted_at: null, disputes: [] };

describe('disputed lines of statements (issue 38 item 5)', () => {
  it('lists a disputed line with its amount, comment and link; «Отклонить» asks for a reason and answers once', async () => {
    const network = stubNetwork({ [LIST]: [dispute], [ANSWER]: review });
    const { user } = renderWithProviders(<DisputedLines />);
    const row = await screen.findByTestId('disputed-line-5');
    expect(row).toHaveTextContent('player');
    expect(row).toHaveTextContent('Выписка № 2 · Пакет 2');
    expect(row).toHaveTextContent('К выплате$3,750.00');
    expect(row).toHaveTextContent('Выплата меньше');
    expect(within(row).getByRole('link', { name: 'Ссылка на подтверждение' })).toHaveAttribute(
      'href',
      'https://prnt.sc/abc',
    );
    await user.click(within(row).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog');
    // No reason: the shared schema's message on the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeInTheDocument();
    expect(network.sent(ANSWER)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Причина/), 'Расчёт верен');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent(ANSWER)).toEqual([{ decision: 'rejected', reason: 'Расчёт верен' }]);
    expect(network.calls.find((c) => c.method === 'POST')?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('«Исправлено» sends corrected; a line another manager answered first: the 409 in the dialog', async () => {
    const account = { ...dispute, line: 'account:3', label: 'PokerStars: hero', amount: '10000.00' };
    const network = stubNetwork({
      [LIST]: [account],
      [ANSWER]: reply(409, refusal(['На эту строку уже ответили.'])),
    });
    const { user } = renderWithProviders(<DisputedLines />);
    const row = await screen.findByTestId('disputed-line-5');
    expect(row).toHaveTextContent('Счёт: PokerStars: hero');
    await user.click(within(row).getByRole('button', { name: 'Исправлено' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Причина/), 'Переводом № 7');
    await user.click(within(dialog).getByRole('button', { name: 'Исправлено' }));
    expect(await within(dialog).findByText(/На эту строку уже ответили\./)).toBeInTheDocument();
    expect(network.sent(ANSWER)).toEqual([{ decision: 'corrected', reason: 'Переводом № 7' }]);
  });

  it('«Исправлено» with an amount: checked before it is sent, then sent as the correction', async () => {
    const network = stubNetwork({ [LIST]: [dispute], [ANSWER]: review });
    const { user } = renderWithProviders(<DisputedLines />);
    await user.click(
      within(await screen.findByTestId('disputed-line-5')).getByRole('button', { name: 'Отклонить' }),
    );
    expect(within(await screen.findByRole('dialog')).queryByLabelText(/Сумма исправления/)).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Отмена' }));
    await user.click(
      within(screen.getByTestId('disputed-line-5')).getByRole('button', { name: 'Исправлено' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Причина/), 'Не учли бонус рума');
    const amount = within(dialog).getByLabelText(/Сумма исправления/);
    await user.type(amount, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Исправлено' }));
    expect(await within(dialog).findByText('Дробь через точку')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Исправлено' }));
    expect(await within(dialog).findByText('Сумма исправления не может быть нулём.')).toBeInTheDocument();
    expect(network.sent(ANSWER)).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '-40.25');
    await user.click(within(dialog).getByRole('button', { name: 'Исправлено' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(network.sent(ANSWER)).toEqual([
      { decision: 'corrected', reason: 'Не учли бонус рума', correction: '-40.25' },
    ]);
  });

  it('nothing disputed: says so', async () => {
    stubNetwork({ [LIST]: [] });
    renderWithProviders(<DisputedLines />);
    expect(await screen.findByText('Нет оспоренных строк без ответа.')).toBeInTheDocument();
  });
});
