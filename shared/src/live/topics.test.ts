import { narrowTopic } from '../query';
import { decisionText, reasonIn, reasonList, withReason } from './decisions';
import { backoffMs } from './stream';
import { isSecurityNotice, keysFor, type LiveChange } from './topics';

const change = (topic: string, entity = 'x', status?: string): LiveChange => ({
  topic,
  entity,
  id: 1,
  status,
});

describe('keysFor: the query-key prefixes an event refreshes', () => {
  test.each([
    ['money', ['player', 'dashboard', 'money'], ['curator', 'homework']],
    ['money', ['backoffice'], ['shell', 'messages']],
    ['money', ['shell', 'backoffice-counts'], ['player', 'dashboard', 'notices']],
    ['notices', ['player', 'dashboard', 'notices'], ['player', 'dashboard', 'money']],
    ['notices', ['shell', 'notifications'], ['backoffice']],
    ['homework', ['curator', 'homework'], ['player', 'dashboard', 'money']],
    ['messages', ['shell', 'messages'], ['player', 'dashboard', 'money']],
    ['people', ['shell', 'permissions'], ['curator', 'homework']],
  ])('%s refreshes %j and not %j', async (topic, refreshed, untouched) => {
    const keys = await keysFor([change(topic)]);
    expect(keys).toContainEqual(refreshed);
    expect(keys).not.toContainEqual(untouched);
  });

  test('a batch refreshes each prefix once, a longer one inside a shorter one not at all', async () => {
    const keys = await keysFor([change('money'), change('money'), change('messages'), change('people')]);
    expect(keys.filter((k) => k[0] === 'backoffice')).toEqual([['backoffice']]);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  test('while a page narrows a topic, its changes refresh the keys it names instead of the broad prefix', async () => {
    const undo = narrowTopic('money', (c) =>
      c.entity === 'cash_flows' ? [['player', 'dashboard', 'money', 'cash-flow']] : [],
    );
    try {
      const keys = await keysFor([change('money', 'cash_flows')]);
      expect(keys).toContainEqual(['player', 'dashboard', 'money', 'cash-flow']);
      expect(keys).not.toContainEqual(['player', 'dashboard', 'money']);
      // What the topic always refreshes stays: the history, the back office and its counts.
      expect(keys).toContainEqual(['player', 'history']);
      expect(keys).toContainEqual(['backoffice']);
      expect(await keysFor([change('money', 'reviews')])).not.toContainEqual([
        'player',
        'dashboard',
        'money',
      ]);
    } finally {
      undo();
    }
    expect(await keysFor([change('money', 'cash_flows')])).toContainEqual(['player', 'dashboard', 'money']);
  });

  test('an undo of an earlier narrowing leaves a later one in place', async () => {
    const first = narrowTopic('money', () => []);
    const second = narrowTopic('money', () => [['x']]);
    first();
    expect(await keysFor([change('money')])).toContainEqual(['x']);
    second();
    expect(await keysFor([change('money')])).not.toContainEqual(['x']);
  });

  test('an unknown topic refreshes nothing', async () => {
    expect(await keysFor([change('weather')])).toEqual([]);
  });
});

describe('decisionText: the toast of a staff decision on the user’s own request', () => {
  test.each([
    ['deposit_requests', 'approved', 'Депозит проведён'],
    ['payout_requests', 'rejected', 'Выплата отклонена'],
    ['cash_flows', 'approved', 'Движение средств проведено'],
  ])('%s %s → %s', (entity, status, text) => {
    expect(decisionText(change('money', entity, status))).toBe(text);
  });

  test('no status (not the owner, or not a decision) or another table: no toast', () => {
    expect(decisionText(change('money', 'cash_flows'))).toBeUndefined();
    expect(decisionText(change('money', 'transfers', 'held'))).toBeUndefined();
  });
});

test('backoff: 1, 2, 4 … up to 30 s, with jitter down to half', () => {
  expect([0, 1, 2, 3, 10].map((a) => backoffMs(a, () => 1))).toEqual([1000, 2000, 4000, 8000, 30_000]);
  expect(backoffMs(0, () => 0)).toBe(500);
});

describe('a rejection’s reason: read from the owner’s own list', () => {
  test('only a rejection of a known request has a list to read', () => {
    expect(reasonList(change('money', 'payout_requests', 'rejected'))).toBe(
      '/api/accounting/payoutrequestsv2/',
    );
    expect(reasonList(change('money', 'cash_flows', 'rejected'))).toBe('/api/accounting/cashflow/');
    expect(reasonList(change('money', 'payout_requests', 'approved'))).toBeUndefined();
    expect(reasonList(change('money', 'transfers', 'rejected'))).toBeUndefined();
    expect(reasonList({ ...change('money', 'cash_flows', 'rejected'), id: null })).toBeUndefined();
  });

  test('the row by its id, in an array or a paged {data}; none, or an empty reason, leaves the text alone', () => {
    const rows = [
      { id: 1, reject_reason: 'Нет скриншота' },
      { id: 2, reject_reason: null },
    ];
    expect(reasonIn(rows, 1)).toBe('Нет скриншота');
    expect(reasonIn({ data: rows, count: 2 }, 1)).toBe('Нет скриншота');
    expect(reasonIn(rows, 2)).toBeUndefined();
    expect(reasonIn(rows, 3)).toBeUndefined();
    expect(reasonIn(null, 1)).toBeUndefined();
    expect(withReason('Выплата отклонена', 'Нет скриншота')).toBe('Выплата отклонена: Нет скриншота');
    expect(withReason('Выплата отклонена', undefined)).toBe('Выплата отклонена');
  });
});

describe('isSecurityNotice: a sign-in from a new device (migration 132)', () => {
  test('the security topic is a notice and refreshes the «Безопасность» page; other topics are not', async () => {
    expect(isSecurityNotice(change('security', 'user_activity'))).toBe(true);
    expect(await keysFor([change('security', 'user_activity')])).toEqual([['shell', 'security']]);
    expect(isSecurityNotice(change('money', 'deposit_requests', 'approved'))).toBe(false);
  });
});
