-- Issue 38 item 5: only an accepted statement's payout is paid, and its amount is the statement's
-- (docs/settlement.md «Payouts of accepted statements»). A statement accepted by the player or by
-- silence (the status of migration 141, derived when read) with a payout above 0 waits in the back
-- office's «Выплаты по выпискам» until staff mark it paid: one row here, its amount copied from the
-- statement in the same transaction, never typed. Append-only; one per statement.
CREATE TABLE settlement_payouts (
  statement_id integer PRIMARY KEY REFERENCES settlement_statements (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  paid_by integer NOT NULL REFERENCES users (id),
  paid_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER settlement_payouts_append_only BEFORE UPDATE OR DELETE ON settlement_payouts
  FOR EACH ROW EXECUTE FUNCTION accounting_append_only();
