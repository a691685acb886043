import { backoffMs } from './stream';
import { decisionText, keysFor, type LiveChange } from './topics';

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
  ])('%s refreshes %j and not %j', (topic, refreshed, untouched) => {
    const keys = keysFor([change(topic)]);
    expect(keys).toContainEqual(refreshed);
    expect(keys).not.toContainEqual(untouched);
  });

  test('a batch refreshes each prefix once, a longer one inside a shorter one not at all', () => {
    const keys = keysFor([change('money'), change('money'), change('messages'), change('people')]);
    expect(keys.filter((k) => k[0] === 'backoffice')).toEqual([['backoffice']]);
    expect(new Set(keys.map((k) => JSON.stringify(k))).size).toBe(keys.length);
  });

  test('an unknown topic refreshes nothing', () => {
    expect(keysFor([change('weather')])).toEqual([]);
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
