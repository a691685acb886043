-- Money invariants (issue 17, docs/security.md "Money invariants").
--
-- 1. balance − held ≥ 0 on every room account: the latest balance snapshot minus the Σ of the
--    account's transfers in status 'held'. The services check it first (with a Russian message)
--    under a row lock of the account; these triggers are the backstop that no code path, present
--    or future, can slip past. The trigger takes the same account row lock, so two transactions
--    cannot both pass it on stale data.
CREATE FUNCTION account_available(account integer) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = account
                    ORDER BY b.id DESC LIMIT 1), 0)
       - COALESCE((SELECT sum(t.amount) FROM transfers t
                    WHERE t.sender_account_record_id = account AND t.status = 'held'), 0)
$$;

CREATE FUNCTION money_balance_covers_holds() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  account integer;
BEGIN
  IF TG_TABLE_NAME = 'balance_reports' THEN
    account := NEW.account_record_id;
  ELSE
    account := NEW.sender_account_record_id;
  END IF;
  PERFORM 1 FROM account_records WHERE id = account FOR UPDATE;
  IF account_available(account) < 0 THEN
    RAISE EXCEPTION 'balance minus held would be negative on account %', account
      USING ERRCODE = 'check_violation', CONSTRAINT = 'balance_covers_holds';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER balance_covers_holds AFTER INSERT ON balance_reports
  FOR EACH ROW EXECUTE FUNCTION money_balance_covers_holds();
CREATE CONSTRAINT TRIGGER transfer_hold_covered AFTER INSERT OR UPDATE OF status, amount, sender_account_record_id
  ON transfers FOR EACH ROW WHEN (NEW.status = 'held') EXECUTE FUNCTION money_balance_covers_holds();

-- 2. Idempotency keys: the key row is reserved in the mutation's own transaction; the request's
--    fingerprint tells a true replay (same route and body) from a reuse with another body (422).
ALTER TABLE idempotency_keys ADD COLUMN request_hash text NOT NULL DEFAULT '';
-- json, not jsonb: a replay answers byte for byte what the first request answered (jsonb reorders keys).
ALTER TABLE idempotency_keys ALTER COLUMN body TYPE json USING body::json;
