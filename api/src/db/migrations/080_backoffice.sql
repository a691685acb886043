-- Back office (issue 16, docs/backoffice.md): staff decisions on the players' requests, the
-- audit trail, the players' notices, and pending personal funds.

-- Deposit requests: pending → processed (processed_datetime) | rejected (rejected_at + reason).
ALTER TABLE deposit_requests ADD COLUMN rejected_at timestamptz;
ALTER TABLE deposit_requests ADD COLUMN reject_reason text;
ALTER TABLE deposit_requests ADD COLUMN decided_by integer REFERENCES users (id);
ALTER TABLE deposit_requests ADD COLUMN processed_amount numeric(18, 2) CHECK (processed_amount > 0);
ALTER TABLE deposit_requests ADD CONSTRAINT deposit_requests_one_outcome
  CHECK (processed_datetime IS NULL OR rejected_at IS NULL);

ALTER TABLE cash_flows ADD COLUMN reject_reason text;
ALTER TABLE cash_flows ADD COLUMN decided_by integer REFERENCES users (id);

-- Payout requests: 'approved' = settled (an amount per item) and paid.
ALTER TABLE payout_requests ADD COLUMN reject_reason text;
ALTER TABLE payout_requests ADD COLUMN decided_by integer REFERENCES users (id);
ALTER TABLE payout_requests ADD COLUMN decided_at timestamptz;
ALTER TABLE payout_requests ADD COLUMN paid_at timestamptz;
ALTER TABLE payout_requests ADD COLUMN comment text NOT NULL DEFAULT '';
ALTER TABLE payout_request_items ADD COLUMN amount numeric(18, 2) CHECK (amount >= 0);

ALTER TABLE transfers ADD COLUMN created_by integer REFERENCES users (id);
ALTER TABLE transfers ADD COLUMN cancel_reason text;

-- The balance snapshots a staff decision appends.
ALTER TABLE balance_reports DROP CONSTRAINT balance_reports_source_check;
ALTER TABLE balance_reports ADD CONSTRAINT balance_reports_source_check CHECK (source IN ('manual', 'transfer',
  'balance_transfer', 'personal_funds', 'seed', 'deposit_request', 'cash_flow'));

-- Personal funds a player declares (deposit, cashback) are pending until the fund approves them
-- and count nowhere before (the payout inflation of issue 16). Existing rows are approved.
ALTER TABLE personal_funds_movements ADD COLUMN status text NOT NULL DEFAULT 'approved'
  CHECK (status IN ('pending', 'approved', 'rejected'));
ALTER TABLE personal_funds_movements ADD COLUMN reject_reason text;
ALTER TABLE personal_funds_movements ADD COLUMN decided_by integer REFERENCES users (id);
ALTER TABLE personal_funds_movements ADD COLUMN decided_at timestamptz;
-- As declared, in the account's currency: the approval converts it to chips.
ALTER TABLE personal_funds_movements ADD COLUMN original_amount numeric(18, 2);
CREATE INDEX personal_funds_movements_pending_idx ON personal_funds_movements (status) WHERE status = 'pending';

-- Still append-only, except the one decision of a pending row (status and who/when/why).
CREATE FUNCTION personal_funds_decision_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending' AND NEW.status IN ('approved', 'rejected')
     AND (NEW.id, NEW.user_id, NEW.account_record_id, NEW.type, NEW.amount, NEW.comment, NEW.change_balance,
          NEW.created_at, NEW.original_amount)
         IS NOT DISTINCT FROM (OLD.id, OLD.user_id, OLD.account_record_id, OLD.type, OLD.amount, OLD.comment,
          OLD.change_balance, OLD.created_at, OLD.original_amount) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'append-only table %', TG_TABLE_NAME;
END $$;
DROP TRIGGER personal_funds_movements_append_only ON personal_funds_movements;
CREATE TRIGGER personal_funds_movements_append_only BEFORE UPDATE OR DELETE ON personal_funds_movements
  FOR EACH ROW EXECUTE FUNCTION personal_funds_decision_only();

-- The history shows approved personal funds only.
CREATE OR REPLACE VIEW accounting_history_rows AS
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
  LEFT JOIN rooms r ON r.id = ar.room_id
 WHERE p.status = 'approved';

-- System messages: edits and retirement are dated.
ALTER TABLE web_messages ADD COLUMN updated_at timestamptz;
ALTER TABLE web_messages ADD COLUMN retired_at timestamptz;

-- Who did what: one row per staff action, written in the action's own transaction.
CREATE TABLE backoffice_audit (
  id serial PRIMARY KEY,
  actor_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  entity text NOT NULL,
  entity_id integer NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX backoffice_audit_created_idx ON backoffice_audit (created_at DESC, id DESC);
CREATE INDEX backoffice_audit_entity_idx ON backoffice_audit (entity, entity_id);
CREATE TRIGGER backoffice_audit_append_only BEFORE UPDATE OR DELETE ON backoffice_audit
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();

-- What the fund decided on a player's request: the player's notification badge.
CREATE TABLE player_notices (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  entity_id integer NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX player_notices_user_idx ON player_notices (user_id, id DESC);

-- Queue indexes (pending first).
CREATE INDEX cash_flows_status_idx ON cash_flows (status, id);
CREATE INDEX payout_requests_status_idx ON payout_requests (status, id);
