/**
 * Fund-sized data (issue 43 item 1) on top of the demo data, through the real tables with their
 * constraints and triggers on: every INSERT is set-based (`INSERT … SELECT … generate_series`), so
 * the ledger totals, the held sums, the balance − held backstop and the live events are kept by the
 * migrations' own triggers. Sizes at scale 1 are the issue's; every count is proportional.
 * Deterministic: the values come from the row number and the seed (dates are relative to now()).
 *
 * Money rows follow the ledger rules: each account starts with a 'seed' balance report; a transfer
 * received writes transfer_out on the sender and transfer_in on the receiver (+ a fee row on every
 * fourth), one sent to the fund only transfer_out, an approved cash flow cashflow_in/out; new,
 * held, cancelled transfers and pending/rejected cash flows write nothing. Held transfers are small
 * and covered. A last balance report per account = start + Σ of its ledger.
 * The audit log holds a row per decided cash flow (the queue's decision), by the manager or admin.
 * Not generated (not in the issue's list): personal funds, payouts, balance transfers, daily
 * tournament entries, notes and stats; the bench users of bench/api-http/seed.ts add those.
 */
import type { Db } from '../../api/src/db/types';

/** The fund at scale 1. */
const FULL = {
  players: 5_000,
  transfers: 560_000,
  cashFlows: 300_000,
  depositRequests: 100_000,
  videos: 20_000,
  homeworkMessages: 200_000,
  tournamentDays: 200_000,
};
const ACCOUNTS_PER_PLAYER = 10;
const BUNDLES_PER_CONTRACT = 12;
const MESSAGES_PER_HOMEWORK = 10;
const START_BALANCE = 100_000;

/** The rows the generator adds at `scale` (at least one of each). */
export function fundSizes(scale: number) {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const players = n(FULL.players);
  const homeworkMessages = n(FULL.homeworkMessages);
  const tournamentDays = n(FULL.tournamentDays);
  return {
    users: players,
    account_records: players * ACCOUNTS_PER_PLAYER,
    contracts: players * 2,
    bundles: players * 2 * BUNDLES_PER_CONTRACT,
    curator_students: players,
    transfers: n(FULL.transfers),
    cash_flows: n(FULL.cashFlows),
    deposit_requests: n(FULL.depositRequests),
    backoffice_audit: n(FULL.cashFlows) - Math.floor(n(FULL.cashFlows) / 10),
    videos: n(FULL.videos),
    homework: Math.ceil(homeworkMessages / MESSAGES_PER_HOMEWORK),
    homework_messages: homeworkMessages,
    scheduler_series: Math.ceil(tournamentDays / 7),
    scheduler_tournaments: tournamentDays,
  };
}

/** The tables the generator fills (the view scheduler_tournaments too), for the counts. */
const FUND_TABLES = [
  'users',
  'new_player_forms',
  'account_records',
  'contracts',
  'bundles',
  'curator_students',
  'balance_reports',
  'ledger_movements',
  'ledger_bundle_totals',
  'transfers',
  'account_held',
  'cash_flows',
  'deposit_requests',
  'backoffice_audit',
  'videos',
  'homework',
  'homework_messages',
  'scheduler_series',
  'scheduler_tournaments',
] as const;

export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of FUND_TABLES) {
    const row = await db.one<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
    counts[table] = Number(row!.n);
  }
  return counts;
}

async function ids(db: Db, sql: string, params: unknown[] = []): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, params)).map((r) => r.id);
}

/**
 * A pseudo-random integer in [0, m) of row g, stream `salt`: the same for the same seed.
 * Kept in bigint; the multipliers are primes.
 */
const rnd = (g: string, salt: number, m: number | string) =>
  `(((((${g})::bigint * 2654435761 + $seed::bigint * 40503 + ${salt} * 97) % 1000003) % ${m})::int)`;

export async function generateFundData(db: Db, scale: number, seed = 43): Promise<void> {
  if (!(scale > 0)) throw new Error('scale must be > 0');
  const size = fundSizes(scale);
  const players = size.users;
  const q = (sql: string, params: unknown[] = []) =>
    db.query(sql.replaceAll('$seed', String(Math.trunc(seed))), params);
  const one = async (sql: string) => (await db.one<{ id: number }>(sql))!.id;

  // Players: the demo player's password, permissions and group; the demo curator curates them all.
  const users = await ids(
    db,
    `INSERT INTO users (username, password_hash, date_joined, shark_player_group, player_level, player_level_group)
     SELECT 'fund' || lpad(p::text, 5, '0'), u.password_hash, now() - interval '2 years',
            u.shark_player_group, u.player_level, u.player_level_group
       FROM users u, generate_series(0, $1::int - 1) p WHERE u.username = 'player' ORDER BY p RETURNING id`,
    [players],
  );
  await db.query(
    `INSERT INTO user_permissions (user_id, permission)
     SELECT f, p.permission FROM unnest($1::int[]) f, user_permissions p JOIN users u ON u.id = p.user_id
      WHERE u.username = 'player'`,
    [users],
  );
  // Players of a fund have filled the new-player form (spec 01 §4): the demo player's, two years ago.
  await db.query(
    `INSERT INTO new_player_forms (user_id, payload, submitted_at, birthday, telegram, residence_country_id,
                                   no_skrill, skrill_usd, skrill_eur, skrill_residence_id)
     SELECT f, n.payload, now() - interval '2 years', n.birthday, n.telegram, n.residence_country_id,
            n.no_skrill, n.skrill_usd, n.skrill_eur, n.skrill_residence_id
       FROM unnest($1::int[]) f, new_player_forms n JOIN users u ON u.id = n.user_id WHERE u.username = 'player'`,
    [users],
  );
  const curator = await one(`SELECT id FROM users WHERE username = 'curator'`);
  await db.query(
    'INSERT INTO curator_students (curator_id, student_id) SELECT $1, f FROM unnest($2::int[]) f',
    [curator, users],
  );

  // 10 accounts per player, account k in the k-th room (cyclic): (p, k) is entry p * 10 + k.
  const rooms = await ids(db, 'SELECT id FROM rooms ORDER BY id');
  const accounts = await ids(
    db,
    `INSERT INTO account_records (user_id, room_id, name, can_request_deposit, created_at)
     SELECT ($1::int[])[1 + p], ($2::int[])[1 + k % cardinality($2::int[])], 'fund' || p || '_' || k, true,
            now() - interval '2 years'
       FROM generate_series(0, cardinality($1::int[]) - 1) p, generate_series(0, $3::int - 1) k
      ORDER BY p, k RETURNING id`,
    [users, rooms, ACCOUNTS_PER_PLAYER],
  );

  // Two yearly contracts of 12 bundles of 30 days: the older closed, the newer open with its last
  // bundle open. Bundle j (0..23) of player p is entry p * 24 + j.
  const contracts = await ids(
    db,
    `INSERT INTO contracts (user_id, start_datetime, end_datetime, amount_games, personal_share)
     SELECT ($1::int[])[1 + p], now() - (720 - 360 * c) * interval '1 day',
            CASE WHEN c = 0 THEN now() - interval '360 days' END, 3000, '50.00'
       FROM generate_series(0, cardinality($1::int[]) - 1) p, generate_series(0, 1) c
      ORDER BY p, c RETURNING id`,
    [users],
  );
  const bundles = await ids(
    db,
    `INSERT INTO bundles (contract_id, number, start_datetime, end_datetime)
     SELECT ($1::int[])[1 + i], n, now() - (720 - 360 * (i % 2) - 30 * (n - 1)) * interval '1 day',
            CASE WHEN i % 2 = 1 AND n = $2 THEN NULL
                 ELSE now() - (720 - 360 * (i % 2) - 30 * n) * interval '1 day' END
       FROM generate_series(0, cardinality($1::int[]) - 1) i, generate_series(1, $2::int) n
      ORDER BY i, n RETURNING id`,
    [contracts, BUNDLES_PER_CONTRACT],
  );

  // The starting balance of every account, two years ago.
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source, created_at)
     SELECT a, NULL, $2, 'seed', now() - interval '2 years' FROM unnest($1::int[]) a`,
    [accounts, START_BALANCE],
  );

  // Transfers over two years between two players' accounts of the same room (or to the fund).
  // g % 50: 0 new, 1 held (small, covered), 2 cancelled; g % 10 = 3 sent to the fund; else received.
  const P = players;
  const A = ACCOUNTS_PER_PLAYER;
  await q(
    `INSERT INTO transfers (room_id, sender_account_record_id, receiver_account_record_id, receiver_is_admin, amount,
                            status, created_datetime, held_at, sent_at, received_at)
     SELECT ar.room_id, ar.id, CASE WHEN t.to_fund THEN NULL ELSE ($1::int[])[1 + t.receiver] END, t.to_fund,
            t.amount, t.status, t.at,
            CASE WHEN t.status IN ('held', 'sent', 'received') THEN t.at + interval '10 minutes' END,
            CASE WHEN t.status IN ('sent', 'received') THEN t.at + interval '1 hour' END,
            CASE WHEN t.status = 'received' THEN t.at + interval '2 hours' END
       FROM (SELECT g, s.sender, s.p,
                    (((s.p + 1 + ${rnd('g', 2, 'greatest($2::int - 1, 1)')}) % $2::int) * $3::int + s.sender % $3::int) AS receiver,
                    ($2::int = 1 OR g % 10 = 3) AS to_fund,
                    CASE WHEN g % 50 = 1 THEN 1 + ${rnd('g', 3, 99)}
                         ELSE 10 + ${rnd('g', 4, 49000)} / 100.0 END AS amount,
                    CASE g % 50 WHEN 0 THEN 'new' WHEN 1 THEN 'held' WHEN 2 THEN 'cancelled'
                         ELSE CASE WHEN $2::int = 1 OR g % 10 = 3 THEN 'sent' ELSE 'received' END END AS status,
                    CASE WHEN g % 50 IN (0, 1) THEN now() - ${rnd('g', 5, 72)} * interval '1 hour'
                         ELSE now() - interval '720 days' + (g * interval '718 days') / $4::int END AS at
               FROM generate_series(1, $4::int) g,
                    LATERAL (SELECT ${rnd('g', 1, P * A)} AS sender, ${rnd('g', 1, P * A)} / $3::int AS p) s) t
       JOIN account_records ar ON ar.id = ($1::int[])[1 + t.sender]
      ORDER BY t.g`,
    [accounts, P, A, size.transfers],
  );

  // Cash flows: g % 10 = 0 pending, 1 rejected, else approved; every third a payout.
  await q(
    `INSERT INTO cash_flows (account_record_id, amount, is_payout, comment, status, created_datetime, decided_at)
     SELECT ($1::int[])[1 + ${rnd('g', 6, P * A)}], 5 + ${rnd('g', 7, 30000)} / 100.0, g % 3 = 0,
            'https://prnt.sc/fund-' || g,
            CASE g % 10 WHEN 0 THEN 'pending' WHEN 1 THEN 'rejected' ELSE 'approved' END,
            now() - interval '720 days' + (g * interval '719 days') / $2::int,
            CASE WHEN g % 10 <> 0 THEN now() - interval '720 days' + (g * interval '719 days') / $2::int + interval '1 day' END
       FROM generate_series(1, $2::int) g ORDER BY g`,
    [accounts, size.cash_flows],
  );

  // The audit of those decisions (issue 43: the audit log at fund scale): one row per decided cash
  // flow, in its decision's time, by the demo's manager or admin in turn — as the queue writes it.
  await db.query(
    `INSERT INTO backoffice_audit (actor_id, action, entity, entity_id, before, after, created_at)
     SELECT s.ids[1 + c.id % cardinality(s.ids)],
            CASE c.status WHEN 'approved' THEN 'cash_flow.approve' ELSE 'cash_flow.reject' END, 'cash_flow', c.id,
            jsonb_build_object('status', 'pending'),
            CASE c.status WHEN 'approved' THEN jsonb_build_object('status', 'approved', 'comment', '')
                 ELSE jsonb_build_object('status', 'rejected', 'reason', 'Не тот скриншот') END,
            c.decided_at
       FROM cash_flows c,
            (SELECT array_agg(id ORDER BY id) ids FROM users WHERE username IN ('manager', 'admin')) s
      WHERE c.status <> 'pending' AND c.comment LIKE 'https://prnt.sc/fund-%'
      ORDER BY c.decided_at, c.id`,
  );

  // The ledger, from the rows that move money, each in the bundle of its time.
  // a.ord - 1 = p * 10 + k; the bundle of time `at` is entry p * 24 + (30-day periods since the start).
  const B = 2 * BUNDLES_PER_CONTRACT;
  const bundleOf = (at: string) =>
    `($2::int[])[1 + ((a.ord - 1) / ${A})::int * ${B}
       + least(${B - 1}, greatest(0, floor(extract(epoch FROM ${at} - (now() - interval '720 days')) / 2592000)::int))]`;
  const ledger = `INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id, created_at)`;
  await db.query(
    `${ledger}
     SELECT m.account, ${bundleOf('m.at')}, m.kind, m.amount, 'transfer', m.id, m.at
       FROM (SELECT t.id, t.sent_at AS at, t.sender_account_record_id AS account, 'transfer_out' AS kind, -t.amount AS amount
               FROM transfers t WHERE t.status IN ('sent', 'received')
             UNION ALL
             SELECT t.id, t.sent_at, t.sender_account_record_id, 'fee', -1.00
               FROM transfers t WHERE t.status = 'received' AND t.id % 4 = 0
             UNION ALL
             SELECT t.id, t.received_at, t.receiver_account_record_id, 'transfer_in', t.amount
               FROM transfers t WHERE t.status = 'received') m
       JOIN unnest($1::int[]) WITH ORDINALITY a(id, ord) ON a.id = m.account
      ORDER BY m.at, m.id, m.kind`,
    [accounts, bundles],
  );
  await db.query(
    `${ledger}
     SELECT c.account_record_id, ${bundleOf('c.decided_at')},
            CASE WHEN c.is_payout THEN 'cashflow_out' ELSE 'cashflow_in' END,
            CASE WHEN c.is_payout THEN -c.amount ELSE c.amount END, 'cash_flow', c.id, c.decided_at
       FROM cash_flows c JOIN unnest($1::int[]) WITH ORDINALITY a(id, ord) ON a.id = c.account_record_id
      WHERE c.status = 'approved'
      ORDER BY c.decided_at, c.id`,
    [accounts, bundles],
  );

  // Today's balance of each account, in its open bundle: the start plus its whole ledger.
  await db.query(
    `INSERT INTO balance_reports (account_record_id, bundle_id, balance, source, created_at)
     SELECT a.id, ($2::int[])[((a.ord - 1) / ${A} + 1)::int * ${B}], $3 + COALESCE(sum(m.amount), 0), 'seed', now()
       FROM unnest($1::int[]) WITH ORDINALITY a(id, ord)
       LEFT JOIN ledger_movements m ON m.account_record_id = a.id
      GROUP BY a.id, a.ord ORDER BY a.ord`,
    [accounts, bundles, START_BALANCE],
  );

  // The back office's queue: pending deposit requests.
  await q(
    `INSERT INTO deposit_requests (account_record_id, amount, comment, created_datetime)
     SELECT ($1::int[])[1 + ${rnd('g', 8, P * A)}], 100 + ${rnd('g', 9, 5000)}, '',
            now() - (g * interval '30 days') / $2::int
       FROM generate_series(1, $2::int) g ORDER BY g`,
    [accounts, size.deposit_requests],
  );

  // Videos on the demo clips and levels, one author and one tag each, one every ~50 minutes back.
  const videos = await q(
    `INSERT INTO videos (title, title_search, description, min_level_id, recorded_datetime, file_name)
     SELECT 'Fund video ' || g, 'fund video ' || g, '', l.ids[1 + ${rnd('g', 10, 'cardinality(l.ids)')}],
            now() - g * interval '50 minutes', f.names[1 + g % cardinality(f.names)]
       FROM generate_series(1, $1::int) g,
            (SELECT array_agg(id ORDER BY id) ids FROM video_levels) l,
            (SELECT array_agg(DISTINCT file_name ORDER BY file_name) names FROM videos) f
      ORDER BY g RETURNING id`,
    [size.videos],
  );
  const videoIds = (videos as { id: number }[]).map((v) => v.id);
  for (const [link, table] of [
    ['author_id', 'video_authors'],
    ['tag_id', 'video_tags'],
  ]) {
    await db.query(
      `INSERT INTO video_${link === 'author_id' ? 'author' : 'tag'}_links (video_id, ${link})
       SELECT v, x.ids[1 + o % cardinality(x.ids)]
         FROM unnest($1::int[]) WITH ORDINALITY v(v, o), (SELECT array_agg(id ORDER BY id) ids FROM ${table}) x`,
      [videoIds],
    );
  }

  // Homework from the curator, 10 messages each, the player and the curator in turn.
  const homework = await ids(
    db,
    `INSERT INTO homework (topic, deadline, curator_id, player_id, is_completed, is_closed, created_datetime)
     SELECT 'Fund homework ' || h, now() + (h % 60 - 30) * interval '1 day', $2, ($1::int[])[1 + h % cardinality($1::int[])],
            h % 3 = 0, h % 5 = 0, now() - (h * interval '700 days') / $3::int
       FROM generate_series(1, $3::int) h ORDER BY h RETURNING id`,
    [users, curator, size.homework],
  );
  await db.query(
    `INSERT INTO homework_messages (homework_id, author_id, text, created_datetime)
     SELECT hw.id, CASE WHEN g % 2 = 0 THEN hw.player_id ELSE hw.curator_id END, 'Message ' || g,
            hw.created_datetime + (g % ${MESSAGES_PER_HOMEWORK}) * interval '3 hours'
       FROM generate_series(0, $2::int - 1) g
       JOIN homework hw ON hw.id = ($1::int[])[1 + g / ${MESSAGES_PER_HOMEWORK}]
      ORDER BY g`,
    [homework, size.homework_messages],
  );

  await generateSchedulerWeek(db, size.scheduler_tournaments, seed);
}

/**
 * The scheduler's week alone: `tournamentDays` more tournament-days as series of 7 days (the last
 * one shorter) on the demo networks, start minutes spread over the day. generateFundData's part, and
 * the scheduler's paging test's (issue 43: its plans over a fund's week without the rest).
 */
export async function generateSchedulerWeek(db: Db, tournamentDays: number, seed = 43): Promise<void> {
  await db.query(
    `INSERT INTO scheduler_series (hash, network_id, name, tournament_type, bounty_type, start_minute, buyin, currency,
                                   usd_buyin, days, durations, entries, rois, scores)
     SELECT 'fund-' || $seed || '-' || s, n.ids[1 + ${rnd('s', 11, 'cardinality(n.ids)')}], 'Fund USD ' || (1 + s % 200) || ' #' || s,
            CASE WHEN s % 3 = 0 THEN 'turbo' ELSE 'regular' END,
            (ARRAY['freezeout', 'knockout', 'rebuy'])[1 + s % 3], ${rnd('s', 12, 1440)}, 1 + s % 200, 'USD', 1 + s % 200,
            ARRAY(SELECT d::smallint FROM generate_series(0, c.n - 1) d),
            array_fill(60 + s % 300, ARRAY[c.n]), array_fill(50 + s % 2000, ARRAY[c.n]),
            array_fill(round((s % 400 - 100) / 10.0, 2), ARRAY[c.n]),
            array_fill((s % 5 - 2)::smallint, ARRAY[c.n])
       FROM generate_series(0, $1::int - 1) s, (SELECT array_agg(id ORDER BY id) ids FROM scheduler_networks) n,
            LATERAL (SELECT least(7, $2::int - 7 * s) AS n) c
      ORDER BY s`.replaceAll('$seed', String(Math.trunc(seed))),
    [Math.ceil(tournamentDays / 7), tournamentDays],
  );
}
