-- The held sum kept per account (issue 11, docs/accounting.md "Held sum kept"): balance − held
-- read the Σ of the account's held transfers on every hold (twice: the check and the backstop) and
-- on every balance change, so its cost grew with the number of transfers held at once (the write
-- bench leaves thousands per account). Now a row per account holds that Σ, changed by a trigger in
-- the same transaction as the transfer that enters or leaves 'held', whatever path changes it.
CREATE TABLE account_held (
  account_record_id integer PRIMARY KEY REFERENCES account_records (id) ON DELETE CASCADE,
  held numeric(18, 2) NOT NULL CHECK (held >= 0)
);

INSERT INTO account_held (account_record_id, held)
SELECT sender_account_record_id, sum(amount) FROM transfers WHERE status = 'held' GROUP BY 1;

-- A transfer entering 'held' adds its amount to its sender's row; one leaving it (a new status, a
-- new amount or sender, or deleted) takes it away. The account row is locked first, as on every
-- money path (lock_own_account, money_balance_covers_holds), so the two rows are always locked in
-- the same order. Named to fire before transfer_hold_covered (triggers of one event fire in name
-- order), so the backstop reads the new sum.
CREATE FUNCTION account_held_follows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'held' THEN
    PERFORM 1 FROM account_records WHERE id = OLD.sender_account_record_id FOR UPDATE;
    UPDATE account_held SET held = held - OLD.amount WHERE account_record_id = OLD.sender_account_record_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'held' THEN
    PERFORM 1 FROM account_records WHERE id = NEW.sender_account_record_id FOR UPDATE;
    INSERT INTO account_held AS h (account_record_id, held) VALUES (NEW.sender_account_record_id, NEW.amount)
    ON CONFLICT (account_record_id) DO UPDATE SET held = h.held + EXCLUDED.held;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER transfer_held_sum_insert AFTER INSERT ON transfers
  FOR EACH ROW WHEN (NEW.status = 'held') EXECUTE FUNCTION account_held_follows();
CREATE TRIGGER transfer_held_sum_update AFTER UPDATE OF status, amount, sender_account_record_id ON transfers
  FOR EACH ROW WHEN (OLD.status = 'held' OR NEW.status = 'held') EXECUTE FUNCTION account_held_follows();
CREATE TRIGGER transfer_held_sum_delete AFTER DELETE ON transfers
  FOR EACH ROW WHEN (OLD.status = 'held') EXECUTE FUNCTION account_held_follows();

CREATE FUNCTION account_held_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM account_held;
  RETURN NULL;
END $$;

CREATE TRIGGER transfer_held_sum_truncate AFTER TRUNCATE ON transfers
  FOR EACH STATEMENT EXECUTE FUNCTION account_held_truncated();

-- The account's held sum: the kept row (no row: nothing held).
CREATE FUNCTION account_held_sum(p_account integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT h.held FROM account_held h WHERE h.account_record_id = p_account), 0);
END $$;

-- Migration 096's balance − held, reading the kept sum.
CREATE OR REPLACE FUNCTION account_available(account integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = account
                    ORDER BY b.id DESC LIMIT 1), 0)
       - account_held_sum(account);
END $$;

-- Migration 097's rule, reading the kept sum.
CREATE OR REPLACE FUNCTION ensure_covers_holds(p_account integer, p_next numeric) RETURNS void
LANGUAGE plpgsql STABLE AS $$
DECLARE
  held numeric;
BEGIN
  IF p_next < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'insufficient';
  END IF;
  held := account_held_sum(p_account);
  IF p_next - held < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'reserved', DETAIL = held::text;
  END IF;
END $$;
