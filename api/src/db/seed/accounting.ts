import type { Db } from '../types';
import { OTHER_STUDENTS, type SeededUsers } from './users';

const DAY = 24 * 60 * 60 * 1000;
const MONTH = 30 * DAY;

type Accounts = Record<string, number>;

async function accountsOf(db: Db, userId: number): Promise<Accounts> {
  const rows = await db.query<{ id: number; room_id: number }>(
    'SELECT id, room_id FROM account_records WHERE user_id = $1',
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [String(row.room_id), row.id]));
}

/** A contract with `bundleCount` monthly bundles ending in an open one; bundle ids oldest first. */
async function contract(db: Db, userId: number, bundleCount: number, share: string, now: number) {
  const start = new Date(now - bundleCount * MONTH + 5 * DAY);
  const row = await db.one<{ id: number }>(
    `INSERT INTO contracts (user_id, start_datetime, amount_games, personal_share) VALUES ($1, $2, 3000, $3) RETURNING id`,
    [userId, start, share],
  );
  const bundles: { id: number; start: number }[] = [];
  for (let n = 1; n <= bundleCount; n++) {
    const from = start.getTime() + (n - 1) * MONTH;
    const b = await db.one<{ id: number }>(
      `INSERT INTO bundles (contract_id, number, start_datetime, end_datetime) VALUES ($1, $2, $3, $4) RETURNING id`,
      [row!.id, n, new Date(from), n === bundleCount ? null : new Date(from + MONTH)],
    );
    bundles.push({ id: b!.id, start: from });
  }
  return bundles;
}

const report = (db: Db, account: number, bundle: number | null, balance: string, at: number, count = 0) =>
  db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source, created_at)
     VALUES ($1, $2, $3, $4, 'seed', $5)`,
    [account, bundle, balance, count, new Date(at)],
  );

const movement = (
  db: Db,
  account: number,
  bundle: number,
  kind: string,
  amount: string,
  source: string,
  sourceId: number,
  at: number,
) =>
  db.query(
    `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [account, bundle, kind, amount, source, sourceId, new Date(at)],
  );

async function cashFlow(
  db: Db,
  account: number,
  bundle: number,
  amount: string,
  isPayout: boolean,
  status: string,
  at: number,
  n: number,
) {
  const row = await db.one<{ id: number }>(
    `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment, status, created_datetime, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      account,
      amount,
      isPayout,
      `https://prnt.sc/cash-${n}`,
      status,
      new Date(at),
      status === 'pending' ? null : new Date(at + DAY / 2),
    ],
  );
  if (status === 'approved') {
    await movement(
      db,
      account,
      bundle,
      isPayout ? 'cashflow_out' : 'cashflow_in',
      isPayout ? `-${amount}` : amount,
      'cash_flow',
      row!.id,
      at + DAY / 2,
    );
  }
}

/** The demo player's full picture: contract, ledgers, transfers, requests, stats. */
async function seedPlayer(db: Db, users: SeededUsers, now: number) {
  const player = users.player!;
  const eurChips = await db.one<{ id: number }>(
    "INSERT INTO chip_currencies (name, chip_rate) VALUES ('EUR (iPoker)', 1) RETURNING id",
  );
  await db.query(
    `INSERT INTO account_records (user_id, room_id, name, email, chip_currency_id, ewallet_address, club_name)
     VALUES ($1, 31, 'IvanP_iPoker', 'ivan.petrov@example.com', $2, 'ivanp_ipoker@skrill.example', NULL)`,
    [player, eurChips!.id],
  );
  await db.query(
    "UPDATE account_records SET club_name = 'GG Club Fund #1' WHERE user_id = $1 AND room_id = 14",
    [player],
  );
  await db.query(
    'UPDATE account_records SET can_request_deposit = false WHERE user_id = $1 AND room_id = 90',
    [player],
  );
  const acc = await accountsOf(db, player);
  const bundles = await contract(db, player, 5, '50.00', now);
  // Balance at the end of each bundle per room, and the deposits/withdrawals inside each bundle.
  const ends: Record<string, string[]> = {
    '14': ['1800.00', '2350.00', '2100.00', '2900.00', '3700.00'],
    '23': ['1500.00', '1320.00', '1900.00', '2250.00', '2480.00'],
    '7': ['600.00', '720.00', '540.00', '910.00', '1050.00'],
    '31': ['400.00', '380.00', '520.00', '610.00', '575.00'],
    '90': ['0.00', '0.00', '0.00', '0.00', '0.00'],
  };
  for (const [room, balances] of Object.entries(ends)) {
    await report(db, acc[room]!, null, room === '90' ? '0.00' : '1000.00', bundles[0]!.start - DAY);
    for (const [index, balance] of balances.entries()) {
      await report(db, acc[room]!, bundles[index]!.id, balance, bundles[index]!.start + 25 * DAY, 30 + index);
    }
  }
  let n = 0;
  for (const [index, bundle] of bundles.entries()) {
    const at = (days: number) => bundle.start + days * DAY;
    await cashFlow(db, acc['14']!, bundle.id, `${200 + index * 50}.00`, false, 'approved', at(3), ++n);
    await cashFlow(
      db,
      acc['23']!,
      bundle.id,
      `${150 + index * 25}.00`,
      true,
      index % 2 ? 'approved' : 'rejected',
      at(10),
      ++n,
    );
    if (index >= 3)
      await cashFlow(db, acc['7']!, bundle.id, '120.50', false, 'pending', at(index === 4 ? 2 : 18), ++n);
  }
  await cashFlow(db, acc['31']!, bundles[4]!.id, '75.25', true, 'pending', now - DAY, ++n);

  // Transfers: two to send (one held), one from another student to receive.
  const wallet = async (address: string, typeId: number, typeName: string) =>
    (await db.one<{ id: number }>(
      'INSERT INTO ewallets (address, type_id, type_name) VALUES ($1, $2, $3) RETURNING id',
      [address, typeId, typeName],
    ))!.id;
  const skrill = await wallet('ivan.petrov@example.com', 14, 'Skrill');
  const fundWallet = await wallet('payments@fund.example', 14, 'Skrill');
  const neteller = await wallet('ivan.petrov.net@example.com', 7, 'Neteller');
  const dmitry = await accountsOf(db, users['dmitry.sokolov']!);
  const transfer = (
    room: number,
    from: number,
    to: number | null,
    amount: string,
    status: string,
    sendW: number | null,
    recvW: number | null,
    comment: string,
    hoursAgo: number,
  ) =>
    db.query(
      `INSERT INTO transfers (room_id, sender_account_record_id, receiver_account_record_id, receiver_is_admin, send_ewallet_id,
         receive_ewallet_id, amount, status, admin_comment, created_datetime, held_at, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        room,
        from,
        to,
        to === null,
        sendW,
        recvW,
        amount,
        status,
        comment,
        new Date(now - hoursAgo * 3600_000),
        status === 'held' ? new Date(now - 3600_000) : null,
        status === 'sent' ? new Date(now - 1800_000) : null,
      ],
    );
  await transfer(
    23,
    acc['23']!,
    dmitry['23']!,
    '350.00',
    'new',
    skrill,
    null,
    'Перевод Дмитрию на PokerStars',
    5,
  );
  await transfer(
    14,
    acc['14']!,
    null,
    '500.00',
    'held',
    neteller,
    fundWallet,
    'Возврат в фонд с GGPoker',
    30,
  );
  await transfer(
    23,
    dmitry['23']!,
    acc['23']!,
    '220.00',
    'sent',
    null,
    skrill,
    'Дмитрий отправил перевод',
    8,
  );
  await transfer(7, acc['7']!, null, '150.00', 'new', neteller, fundWallet, 'Перевод в фонд с ACR', 2);

  // Deposit requests (two pending, two processed with their ledger movement) and the booking board.
  const deposit = async (
    room: string,
    amount: string,
    comment: string,
    daysAgo: number,
    processed: boolean,
  ) => {
    const created = now - daysAgo * DAY;
    const row = await db.one<{ id: number }>(
      `INSERT INTO deposit_requests (account_record_id, amount, comment, created_datetime, processed_datetime)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [acc[room], amount, comment, new Date(created), processed ? new Date(created + 6 * 3600_000) : null],
    );
    if (processed)
      await movement(
        db,
        acc[room]!,
        bundles[4]!.id,
        'deposit',
        amount,
        'deposit_request',
        row!.id,
        created + 6 * 3600_000,
      );
  };
  await deposit('14', '300.00', 'На серию выходного дня', 9, true);
  await deposit('7', '200.00', '', 6, true);
  await deposit('23', '400.00', 'Нужен депозит на Sunday Million', 0.2, false);
  await deposit('14', '250.00', '', 0.1, false);
  await db.query(
    `INSERT INTO deposit_bookings (room_id, currency_name, amount, comment, created_datetime, booked_by, booked_at) VALUES
     (14, 'USD', 500.00, 'Депозит от фонда, GG', $1, NULL, NULL),
     (23, 'USD', 300.00, 'Депозит от фонда, PokerStars', $2, NULL, NULL),
     (14, 'USD', 250.00, 'Перекидка между игроками', $3, $4, $3)`,
    [new Date(now - 2 * DAY), new Date(now - DAY), new Date(now - 4 * DAY), player],
  );

  // Personal funds: 5200 USD in all; minimum 500 × ABI 6.40 = 3200, so 2000 can be cashed out.
  const funds: [string, string, string, number][] = [
    ['deposit', '3000.00', 'https://prnt.sc/pf-deposit-1', 140],
    ['cashback', '1450.00', 'https://prnt.sc/pf-cashback-1', 90],
    ['deposit', '1250.00', 'https://prnt.sc/pf-deposit-2', 40],
    ['cashout', '-800.00', 'https://prnt.sc/pf-cashout-1', 20],
    ['cashback', '300.00', 'https://prnt.sc/pf-cashback-2', 3],
  ];
  for (const [type, amount, comment, daysAgo] of funds) {
    await db.query(
      `INSERT INTO personal_funds_movements (user_id, account_record_id, type, amount, comment, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [player, acc['23'], type, amount, comment, new Date(now - daysAgo * DAY)],
    );
  }
  await db.query(
    `INSERT INTO bonuses (user_id, avg_abi, avg_ts_month, fair_roi, bonus, updated_at) VALUES ($1, 6.40, 1480, 12.50, 375.00, $2)`,
    [player, new Date(now - DAY)],
  );
  const cats = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM deductible_categories ORDER BY id',
  );
  const cat = (name: string) => cats.find((c) => c.name === name)!.id;
  for (const [name, amount, comment] of [
    ['Обучение', '300.00', 'Курс по ICM'],
    ['Обучение', '-100.00', 'Удержано из выплаты'],
    ['Софт', '89.00', 'Подписка H2N на год'],
    ['Аванс', '500.00', 'Аванс на переезд'],
  ] as const) {
    await db.query(
      'INSERT INTO deductibles (user_id, category_id, amount, comment) VALUES ($1, $2, $3, $4)',
      [player, cat(name), amount, comment],
    );
  }
}

/** Stats for every student; the demo player gets the full picture, the others a contract each. */
export async function seedAccounting(db: Db, users: SeededUsers): Promise<void> {
  const now = Date.now();
  await db.query("INSERT INTO forex_rates (currency_name, rate) VALUES ('USD', 1), ('EUR', 1.08)");
  await db.query("INSERT INTO deductible_categories (name) VALUES ('Обучение'), ('Софт'), ('Аванс')");
  const students = ['player', 'newbie', ...OTHER_STUDENTS];
  for (const [index, name] of students.entries()) {
    const userId = users[name]!;
    const abi = name === 'player' ? '6.40' : (3 + index * 1.5).toFixed(2);
    await db.query(
      `INSERT INTO shark_stats (user_id, abi, entries, reentry, turbo, updated_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        userId,
        abi,
        1200 + index * 170,
        (8 + index).toFixed(2),
        (20 + index * 3).toFixed(2),
        new Date(now - 3600_000),
      ],
    );
    await db.query(
      `INSERT INTO tournament_entries_daily (user_id, day, entries)
       SELECT $1, d::date, 25 + ((extract(doy FROM d)::int * 7 + $2) % 40)
         FROM generate_series(now() - interval '170 days', now(), interval '1 day') AS d`,
      [userId, index],
    );
    if (name === 'player') continue;
    const bundles = await contract(db, userId, name === 'newbie' ? 1 : 2, '40.00', now);
    const acc = await accountsOf(db, userId);
    for (const [room, accountId] of Object.entries(acc)) {
      await report(db, accountId, null, '500.00', bundles[0]!.start - DAY);
      for (const [i, bundle] of bundles.entries()) {
        await report(
          db,
          accountId,
          bundle.id,
          `${500 + (index + 1) * 40 * (i + 1) - Number(room)}.00`,
          bundle.start + 20 * DAY,
        );
      }
    }
  }
  await seedPlayer(db, users, now);
}
