-- The balance − held rule stated once (docs/accounting.md, SECURITY.md "Money"): a balance p_next that
-- the account is about to get must not be negative (insufficient) and must cover the account's held
-- transfers (reserved, detail = the held sum). shift_balance (the confirmation, the back office's
-- moves) and the API's paths that set or move a balance themselves (ensureCoversHolds: the manual
-- snapshot, the balance transfer, personal funds) all call it. Call it with the account row locked,
-- after any hold this transaction releases. The triggers of migration 011 stay the backstop.
CREATE FUNCTION ensure_covers_holds(p_account integer, p_next numeric) RETURNS void
LANGUAGE plpgsql STABLE AS $$
DECLARE
  held numeric;
BEGIN
  IF p_next < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'insufficient';
  END IF;
  held := COALESCE((SELECT sum(t.amount) FROM transfers t
                     WHERE t.sender_account_record_id = p_account AND t.status = 'held'), 0);
  IF p_next - held < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'reserved', DETAIL = held::text;
  END IF;
END $$;

-- Migration 096's shift_balance with its check now in ensure_covers_holds.
CREATE OR REPLACE FUNCTION shift_balance(p_account integer, p_bundle integer, p_delta numeric, p_source text)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next numeric;
BEGIN
  next := COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = p_account
                     ORDER BY b.id DESC LIMIT 1), 0) + p_delta;
  PERFORM ensure_covers_holds(p_account, next);
  INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
  VALUES (p_account, p_bundle, next, 0, p_source);
END $$;
