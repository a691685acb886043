-- Accounting: contracts and bundles, the append-only ledger, transfers, cash flow, deposits,
-- personal funds, payouts, stats, bonus, debts, reviews, images. Formulas: docs/accounting.md.
-- Money is numeric(18,2) (room chips/currency units); rates numeric(18,6). Never float.

CREATE TABLE forex_rates (
  currency_name text PRIMARY KEY,
  rate numeric(18, 6) NOT NULL CHECK (rate > 0), -- USD per one unit of the currency; USD = 1
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contracts (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  start_datetime timestamptz NOT NULL,
  end_datetime timestamptz,
  amount_games integer NOT NULL CHECK (amount_games >= 0),
  personal_share numeric(5, 2) NOT NULL CHECK (personal_share BETWEEN 0 AND 100), -- player's % of a result
  min_personalfunds_buyins integer NOT NULL DEFAULT 500
);
CREATE INDEX contracts_user_idx ON contracts (user_id, start_datetime);
-- At most one open contract per player.
CREATE UNIQUE INDEX contracts_one_open ON contracts (user_id) WHERE end_datetime IS NULL;

CREATE TABLE bundles (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  start_datetime timestamptz NOT NULL,
  end_datetime timestamptz,
  UNIQUE (contract_id, number)
);
CREATE UNIQUE INDEX bundles_one_open ON bundles (contract_id) WHERE end_datetime IS NULL;

-- Balance snapshots reported by the player (change balance, change_balance toggles). Append-only.
CREATE TABLE balance_reports (
  id serial PRIMARY KEY,
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  bundle_id integer REFERENCES bundles (id),
  balance numeric(18, 2) NOT NULL CHECK (balance >= 0),
  tournaments_count integer NOT NULL DEFAULT 0 CHECK (tournaments_count BETWEEN 0 AND 40),
  source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'transfer', 'balance_transfer', 'personal_funds', 'seed')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balance_reports_account_idx ON balance_reports (account_record_id, id);

-- THE LEDGER: every money movement on a room account, signed (+ in, − out). Append-only.
-- kind: transfer_in | transfer_out | fee | cashflow_in | cashflow_out | deposit |
--       balance_transfer_in | balance_transfer_out | personal_funds_in | personal_funds_out
-- source/source_id name the row that caused it (transfers, cash_flows, deposit_requests, ...).
CREATE TABLE ledger_movements (
  id serial PRIMARY KEY,
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  bundle_id integer REFERENCES bundles (id),
  kind text NOT NULL CHECK (kind IN ('transfer_in', 'transfer_out', 'fee', 'cashflow_in', 'cashflow_out',
    'deposit', 'balance_transfer_in', 'balance_transfer_out', 'personal_funds_in', 'personal_funds_out')),
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0),
  source text NOT NULL CHECK (source IN ('transfer', 'cash_flow', 'deposit_request', 'balance_transfer', 'personal_funds')),
  source_id integer NOT NULL,
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- backstop: one movement of a kind per source row and account
  UNIQUE (source, source_id, kind, account_record_id)
);
CREATE INDEX ledger_movements_account_idx ON ledger_movements (account_record_id, bundle_id);
CREATE INDEX ledger_movements_created_idx ON ledger_movements (created_at);

-- Append-only guard for the ledger tables.
CREATE FUNCTION accounting_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %', TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_movements_append_only BEFORE UPDATE OR DELETE ON ledger_movements
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();
CREATE TRIGGER balance_reports_append_only BEFORE UPDATE OR DELETE ON balance_reports
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();

CREATE TABLE ewallets (
  id serial PRIMARY KEY,
  address text NOT NULL,
  type_id integer NOT NULL,
  type_name text NOT NULL DEFAULT ''
);

-- Transfers assigned by the fund: new → held (sender reserved) → sent (sender confirmed)
-- → received (receiver confirmed). receiver_is_admin: the fund receives, done at 'sent'.
CREATE TABLE transfers (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES rooms (id),
  sender_account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  receiver_account_record_id integer REFERENCES account_records (id) ON DELETE CASCADE,
  receiver_is_admin boolean NOT NULL DEFAULT false,
  send_ewallet_id integer REFERENCES ewallets (id),
  receive_ewallet_id integer REFERENCES ewallets (id),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'held', 'sent', 'received', 'cancelled')),
  hold_change_balance boolean NOT NULL DEFAULT false,
  admin_comment text NOT NULL DEFAULT '',
  created_datetime timestamptz NOT NULL DEFAULT now(),
  held_at timestamptz,
  sent_at timestamptz,
  received_at timestamptz,
  CHECK (receiver_is_admin OR receiver_account_record_id IS NOT NULL)
);
CREATE INDEX transfers_sender_idx ON transfers (sender_account_record_id, status);
CREATE INDEX transfers_receiver_idx ON transfers (receiver_account_record_id, status);

CREATE TABLE transfer_confirmations (
  id serial PRIMARY KEY,
  transfer_id integer NOT NULL REFERENCES transfers (id) ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('send', 'receive')),
  user_id integer NOT NULL REFERENCES users (id),
  player_comment text NOT NULL,
  player_comment2 text,
  amount_before_transfer numeric(18, 2) NOT NULL CHECK (amount_before_transfer >= 0),
  fee numeric(18, 2) NOT NULL CHECK (fee >= 0),
  fee_percentage numeric(5, 2) NOT NULL CHECK (fee_percentage BETWEEN 0 AND 5.99),
  change_balance boolean NOT NULL,
  screenshot_required boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (transfer_id, side)
);

-- Dialog captures of a confirmed transfer (PNG/JPEG/WebP by magic bytes).
CREATE TABLE transfer_images (
  id serial PRIMARY KEY,
  transfer_id integer NOT NULL REFERENCES transfers (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  size integer NOT NULL CHECK (size > 0),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transfer_images_transfer_idx ON transfer_images (transfer_id);

-- Cash flow reported by the player: deposit to (is_payout false) or payout from a room account.
-- pending → approved | rejected (by the fund); approval writes the ledger movement.
CREATE TABLE cash_flows (
  id serial PRIMARY KEY,
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  is_payout boolean NOT NULL,
  comment text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_datetime timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX cash_flows_account_idx ON cash_flows (account_record_id, created_datetime);

-- Deposit requests: pending until processed_datetime is set; a pending one can be deleted (soft).
CREATE TABLE deposit_requests (
  id serial PRIMARY KEY,
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount >= 0),
  comment text NOT NULL DEFAULT '',
  created_datetime timestamptz NOT NULL DEFAULT now(),
  processed_datetime timestamptz,
  deleted_at timestamptz,
  CHECK (processed_datetime IS NULL OR deleted_at IS NULL)
);
CREATE INDEX deposit_requests_account_idx ON deposit_requests (account_record_id);

-- Deposit booking board (tableau): deposits the fund offers; a player books one (first wins).
CREATE TABLE deposit_bookings (
  id serial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES rooms (id),
  currency_name text NOT NULL,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  comment text NOT NULL DEFAULT '',
  created_datetime timestamptz NOT NULL DEFAULT now(),
  booked_by integer REFERENCES users (id) ON DELETE SET NULL,
  booked_at timestamptz
);

-- Balance transfer between two of the player's accounts of the same chip currency.
CREATE TABLE balance_transfers (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  cashout_account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  deposit_account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount >= 0),
  comment text NOT NULL,
  deposit_scr text NOT NULL,
  change_balance boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (cashout_account_record_id <> deposit_account_record_id)
);

-- Personal funds ledger (the player's own money in the fund), signed, USD. Append-only.
CREATE TABLE personal_funds_movements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_record_id integer REFERENCES account_records (id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('cashback', 'deposit', 'cashout', 'settlement')),
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0),
  comment text NOT NULL DEFAULT '',
  change_balance boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'cashout') = (amount < 0) OR type = 'settlement')
);
CREATE INDEX personal_funds_movements_user_idx ON personal_funds_movements (user_id, created_at);
CREATE TRIGGER personal_funds_movements_append_only BEFORE UPDATE OR DELETE ON personal_funds_movements
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();

-- Payout (settlement) requests: one pending per player (unique backstop), items per room account.
CREATE TABLE payout_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  bundle_id integer REFERENCES bundles (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payout_requests_one_pending ON payout_requests (user_id) WHERE status = 'pending';

CREATE TABLE payout_request_items (
  id serial PRIMARY KEY,
  payout_request_id integer NOT NULL REFERENCES payout_requests (id) ON DELETE CASCADE,
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  screenshot text NOT NULL,
  screenshot2 text,
  UNIQUE (payout_request_id, account_record_id)
);

-- Sharkscope-like stats, loaded by the fund.
CREATE TABLE shark_stats (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  abi numeric(18, 2) NOT NULL,
  entries integer NOT NULL,
  reentry numeric(6, 2) NOT NULL, -- %
  turbo numeric(6, 2) NOT NULL, -- %
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Tournaments played per day, the source of the entries totals of contract and bundle.
CREATE TABLE tournament_entries_daily (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  entries integer NOT NULL CHECK (entries >= 0),
  PRIMARY KEY (user_id, day)
);

CREATE TABLE bonuses (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  avg_abi numeric(18, 2) NOT NULL,
  avg_ts_month numeric(18, 2) NOT NULL,
  fair_roi numeric(8, 2) NOT NULL,
  bonus numeric(18, 2) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deductible_categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE
);

-- Debts by category, signed (+ the player owes more, − repaid). Append-only; balance = sum.
CREATE TABLE deductibles (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES deductible_categories (id),
  amount numeric(18, 2) NOT NULL CHECK (amount <> 0),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deductibles_user_idx ON deductibles (user_id, category_id);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  review text NOT NULL CHECK (char_length(review) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Replayed mutations (Idempotency-Key header) answer the stored first response.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  route text NOT NULL,
  status integer NOT NULL,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- One row per money movement a player sees in the accounting history (spec 02): the room
-- ledger plus the personal funds ledger. fund_type: 'transfers' | 'cashflow' | 'personal_funds' | 'other'.
CREATE VIEW accounting_history_rows AS
SELECT ar.user_id, m.id AS movement_id, r.id AS room_id, r.name AS room_name, ar.id AS account_record_id,
       ar.name AS account_record_name, r.currency_name, m.amount, m.kind AS type, m.created_at AS created_datetime,
       m.bundle_id,
       CASE WHEN m.source = 'transfer' THEN 'transfers' WHEN m.source = 'cash_flow' THEN 'cashflow' ELSE 'other' END AS fund_type
  FROM ledger_movements m
  JOIN account_records ar ON ar.id = m.account_record_id
  JOIN rooms r ON r.id = ar.room_id
UNION ALL
SELECT p.user_id, p.id, r.id, COALESCE(r.name, 'Личные средства'), ar.id, COALESCE(ar.name, ''), 'USD', p.amount,
       p.type, p.created_at, NULL::integer, 'personal_funds'
  FROM personal_funds_movements p
  LEFT JOIN account_records ar ON ar.id = p.account_record_id
  LEFT JOIN rooms r ON r.id = ar.room_id;
