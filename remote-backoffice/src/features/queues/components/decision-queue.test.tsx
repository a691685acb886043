import type { DepositRequestRow } from '@fund/shared/schemas/backoffice';
import { dialogFocused, renderWithProviders, reply, screen, stubNetwork, waitFor } from '@fund/shared/test';
import { column } from '../../../ui/paged-table';
import { DecisionQueue } from './decision-queue';
import { depositRow } from './fixtures';

const LIST = 'GET /api/backoffice/deposit-requests/';
const decided: DepositRequestRow = {
  ...depositRow,
  id: 6,
  status: 'rejected',
  decided_at: '2026-11-21T10:00:00Z',
  decided_by: { id: 1, username: 'admin' },
  reject_reason: 'Нет скриншота',
};

const APPROVE = 'POST /api/backoffice/deposit-requests/5/approve/';
const REJECT = 'POST /api/backoffice/deposit-requests/5/reject/';

function open(props: Partial<Parameters<typeof DecisionQueue<DepositRequestRow>>[0]> = {}) {
  const network = stubNetwork({
    [LIST]: reply(200, { success: true, data: [depositRow, decided], count: 2 }),
    'GET /api/backoffice/users/': [],
    [APPROVE]: { id: 5, status: 'approved' },
    [REJECT]: { id: 5, status: 'rejected' },
  });
  const view = renderWithProviders(
    <DecisionQueue<DepositRequestRow>
      queue="deposits"
      statuses={['pending', 'rejected']}
      columns={[column('Комментарий', (row) => `заметка ${row.id}`)]}
      rowTestId="request"
      summary={(row) => `сводка ${row.id}`}
      decide={{ approveTitle: 'Одобрить запрос' }}
      {...props}
    />,
  );
  return { ...view, network };
}

describe('DecisionQueue', () => {
  it('lists date, player, its own columns and the decision; only a pending row has actions', async () => {
    open();
    const pending = await screen.findByTestId('request-5');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Дата', 'Игрок', 'Комментарий', 'Статус', 'Действия']);
    expect(pending).toHaveTextContent('player');
    expect(pending).toHaveTextContent('заметка 5');
    expect(pending).toHaveTextContent('Ожидает');
    expect(pending).toContainElement(screen.getByRole('button', { name: 'Одобрить' }));
    expect(pending).toContainElement(screen.getByRole('button', { name: 'Отклонить' }));
    const done = screen.getByTestId('request-6');
    expect(done).toHaveTextContent('Отклонено');
    expect(done).toHaveTextContent('решение: admin');
    expect(done).toHaveTextContent('Причина: Нет скриншота');
    expect(done.querySelector('button')).toBeNull();
  });

  it('shows the status the queue computes', async () => {
    open({ status: (row) => (row.id === 6 ? 'paid' : row.status) });
    expect(await screen.findByTestId('request-6')).toHaveTextContent('Выплачено');
  });

  it.each([
    ['Одобрить', 'Одобрить запрос', /Комментарий/, APPROVE, { comment: 'ок' }],
    ['Отклонить', 'Отклонить', /Причина/, REJECT, { reason: 'ок' }],
  ])(
    '«%s» opens its dialog with the summary and posts to the row of the resource',
    async (action, title, field, route, body) => {
      const { user, network } = open();
      await user.click(await screen.findByRole('button', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent('сводка 5');
      await dialogFocused();
      await user.type(screen.getByRole('textbox', { name: field }), 'ок');
      await user.click(screen.getAllByRole('button', { name: action }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(network.sent(route)).toEqual([body]);
      expect(network.unhandled).toEqual([]);
    },
  );

  it('opens the dialog a queue gives for its own decision, and closes it', async () => {
    const { user } = open({
      decide: {
        label: 'Провести',
        dialog: (row, onClose) => (
          <button type="button" onClick={onClose}>
            {`диалог ${row.id}`}
          </button>
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Провести' }));
    await user.click(screen.getByRole('button', { name: 'диалог 5' }));
    expect(screen.queryByRole('button', { name: 'диалог 5' })).not.toBeInTheDocument();
  });

  it('marks «Новая» on a row that arrives while the queue is open, not on one sliding up from the next page', async () => {
    const arrived: DepositRequestRow = { ...depositRow, id: 9, created_datetime: '2026-11-22T10:00:00Z' };
    const older: DepositRequestRow = { ...depositRow, id: 3, created_datetime: '2026-11-19T10:00:00Z' };
    let answers = [[depositRow, decided]];
    stubNetwork({
      [LIST]: () => {
        const data = answers[0] as DepositRequestRow[];
        return reply(200, { success: true, data, count: data.length });
      },
      'GET /api/backoffice/users/': [],
    });
    const { queryClient } = renderWithProviders(
      <DecisionQueue<DepositRequestRow>
        queue="deposits"
        statuses={['pending', 'rejected']}
        columns={[]}
        rowTestId="request"
        summary={(row) => `сводка ${row.id}`}
        decide={{ approveTitle: 'Одобрить запрос' }}
      />,
    );
    await screen.findByTestId('request-5');
    expect(screen.queryByText('Новая')).not.toBeInTheDocument();
    // The live stream refetches: one new request, and an older one that slid up (6 decided and gone).
    answers = [[arrived, depositRow, older]];
    await queryClient.invalidateQueries();
    expect(await screen.findByTestId('request-9')).toHaveTextContent('Новая');
    expect(screen.getByTestId('request-3')).not.toHaveTextContent('Новая');
    expect(screen.getByTestId('request-5')).not.toHaveTextContent('Новая');
    expect(screen.getAllByText('Новая')).toHaveLength(1);
  });
});
