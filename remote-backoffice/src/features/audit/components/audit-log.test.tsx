import { exportThroughMenu, renderWithProviders, screen, stubNetwork, within } from '@fund/shared/test';
import { AUDIT_EXPORT_PATH } from '../api/audit';
import { AuditLog } from './audit-log';

afterEach(() => jest.restoreAllMocks());

const manager = { id: 9, username: 'manager' };
const base = { actor: manager, created_at: '2026-11-27T10:00:00Z', before: { status: 'pending' } };
const settled = {
  ...base,
  id: 2,
  action: 'payout_request.settle',
  entity: 'payout_request',
  entity_id: 5,
  player: { id: 3, username: 'ivan' },
  accounts: [{ id: 41, label: 'PokerStars: ivan_petrov', username: 'ivan' }],
  after: { status: 'approved', items: [{ account_record_id: 41, amount: '96.00' }], comment: '' },
};
const transfer = {
  ...base,
  id: 1,
  action: 'transfer.create',
  entity: 'transfer',
  entity_id: 8,
  before: null,
  player: null,
  accounts: [
    { id: 41, label: 'PokerStars: ivan_petrov', username: 'ivan' },
    { id: 52, label: 'PokerStars: dima_s', username: 'dmitry' },
  ],
  after: { status: 'new', sender_account_record_id: 41, receiver_account_record_id: 52, amount: '25.00' },
};

test('the audit log names the player and the accounts by room and nickname, never by id (issue 35)', async () => {
  stubNetwork({
    'GET /api/backoffice/audit/': { data: [settled, transfer], count: 2 },
    'GET /api/backoffice/users/': { data: [], count: 0 },
  });
  renderWithProviders(<AuditLog />);
  const payout = within(await screen.findByTestId('audit-2'));
  expect(payout.getByText('ivan')).toBeInTheDocument();
  expect(screen.getByTestId('audit-2')).toHaveTextContent('Счета: — → PokerStars: ivan_petrov: 96.00');
  expect(screen.getByTestId('audit-2')).not.toHaveTextContent('account_record_id');

  const created = screen.getByTestId('audit-1');
  expect(created).toHaveTextContent('Отправитель: — → PokerStars: ivan_petrov (ivan)');
  expect(created).toHaveTextContent('Получатель: — → PokerStars: dima_s (dmitry)');
  expect(created).not.toHaveTextContent(/→ 41|→ 52/);
});

test('«Экспорт» asks the audit export for the chosen format with the log’s filters, no page (issue 40)', async () => {
  stubNetwork({
    'GET /api/backoffice/audit/': { data: [], count: 0 },
    'GET /api/backoffice/users/': { data: [], count: 0 },
  });
  const { user } = renderWithProviders(<AuditLog />, {
    route: '/?action=user.activate&entity_id=7&date_from=2026-01-01&date_to=2026-11-30&page=2',
  });
  const name = 'журнал_2026-01-01_2026-11-30.csv';
  expect(await exportThroughMenu(user, AUDIT_EXPORT_PATH, 'CSV для Excel', name)).toEqual({
    action: 'user.activate',
    entity_id: '7',
    date_from: '2026-01-01',
    date_to: '2026-11-30',
    format: 'csv-excel',
  });
});
