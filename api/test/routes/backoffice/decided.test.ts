import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helpers/app';
import { accountId, type Client, clientFor, LINK, snapshot } from './helpers';

// A staff action that comes after another decision says what happened, who did it and when
// (issue 35 item 23): never a bare «Запрос уже обработан», and a deleted request says so.
let app: FastifyInstance;
let player: Client;
let manager: Client;
let admin: Client;
beforeEach(async () => {
  app = await buildTestApp();
  player = await clientFor(app, 'player');
  manager = await clientFor(app, 'manager');
  admin = await clientFor(app, 'admin');
});
afterEach(() => app.close());

/** The decision time of a row as the message writes it (Moscow time). */
async function moscow(sql: string, id: number): Promise<string> {
  const row = await app.db.one<{ at: string }>(
    `SELECT to_char(${sql} AT TIME ZONE 'Europe/Moscow', 'DD.MM.YYYY HH24:MI') AS at`,
    [id],
  );
  return row!.at;
}

async function depositRequest(): Promise<number> {
  const res = await player.post('/api/accounting/depositrequests/', {
    account_record: await accountId(app, 'player', 23),
    amount: '150.00',
    comment: '',
  });
  return res.json().data.id;
}

const refusal = (res: { statusCode: number; json(): { error: { messages: string[] } } }) => [
  res.statusCode,
  res.json().error.messages,
];

test('a deposit request processed by another → «Запрос уже проведён: manager, <when> МСК.», nothing changed', async () => {
  const id = await depositRequest();
  expect((await manager.post(`/api/backoffice/deposit-requests/${id}/process/`, {})).statusCode).toBe(200);
  const at = await moscow('(SELECT processed_datetime FROM deposit_requests WHERE id = $1)', id);
  const before = await snapshot(app);
  for (const [action, body] of [
    ['process', {}],
    ['reject', { reason: 'Поздно' }],
  ] as const) {
    const late = await admin.post(`/api/backoffice/deposit-requests/${id}/${action}/`, body);
    expect(refusal(late)).toEqual([409, [`Запрос уже проведён: manager, ${at} МСК.`]]);
  }
  expect(await snapshot(app)).toBe(before);
});

test('a deposit request the player deleted → «Игрок удалил запрос.»', async () => {
  const id = await depositRequest();
  expect((await player.del(`/api/accounting/depositrequests/${id}/`)).statusCode).toBeLessThan(300);
  const before = await snapshot(app);
  const late = await manager.post(`/api/backoffice/deposit-requests/${id}/process/`, {});
  expect(refusal(late)).toEqual([409, ['Игрок удалил запрос.']]);
  expect(await snapshot(app)).toBe(before);
});

test('a rejected deposit request and an approved cash flow name their decision, decider and time', async () => {
  const deposit = await depositRequest();
  await admin.post(`/api/backoffice/deposit-requests/${deposit}/reject/`, { reason: 'Лимит' });
  const rejectedAt = await moscow('(SELECT rejected_at FROM deposit_requests WHERE id = $1)', deposit);
  expect(refusal(await manager.post(`/api/backoffice/deposit-requests/${deposit}/process/`, {}))).toEqual([
    409,
    [`Запрос уже отклонён: admin, ${rejectedAt} МСК.`],
  ]);

  const flow = (
    await player.post('/api/accounting/cashflow/', {
      account_record: await accountId(app, 'player', 23),
      amount: '75.50',
      is_payout: false,
      comment: LINK,
    })
  ).json().data.id;
  await manager.post(`/api/backoffice/cash-flows/${flow}/approve/`, {});
  const approvedAt = await moscow('(SELECT decided_at FROM cash_flows WHERE id = $1)', flow);
  expect(refusal(await admin.post(`/api/backoffice/cash-flows/${flow}/reject/`, { reason: 'x' }))).toEqual([
    409,
    [`Движение уже одобрено: manager, ${approvedAt} МСК.`],
  ]);
});

test('a payout request rejected by another → «Запрос на выплату уже отклонён: …»', async () => {
  const gg = await accountId(app, 'player', 14);
  const id = (
    await player.post('/api/accounting/payoutrequestsv2/', {
      requests: [
        { account_record_id: gg, screenshot: 'https://prnt.sc/p1', screenshot2: 'https://prnt.sc/p2' },
      ],
      password: 'demo-password',
    })
  ).json().data.id;
  await manager.post(`/api/backoffice/payout-requests/${id}/reject/`, { reason: 'Нет' });
  const at = await moscow('(SELECT decided_at FROM payout_requests WHERE id = $1)', id);
  const late = await admin.post(`/api/backoffice/payout-requests/${id}/settle/`, {
    items: [{ account_record_id: gg, amount: '10' }],
  });
  expect(refusal(late)).toEqual([409, [`Запрос на выплату уже отклонён: manager, ${at} МСК.`]]);
});
