-- Money actions in one round trip each (issue 11, docs/api.md "Money actions in SQL"): the steps a
-- service ran one statement at a time (load, lock, check, change) run inside one PL/pgSQL function,
-- with the same locks in the same order and the same refusals. A refusal is raised with SQLSTATE
-- MR001 and a code as its message (and the figure a message needs as its detail), so everything the
-- action wrote rolls back; the API turns the code into its Russian answer (`moneyRefusal`,
-- api/src/routes/accounting/repository.ts). Each statement inside
-- reads the latest committed rows (READ COMMITTED, a new snapshot per statement), so the checks
-- that follow the lock see what the lock waited for. The triggers of migration 011 stay the backstop.

-- The account's balance moved by p_delta (signed): the latest balance plus p_delta, checked against
-- the holds (a negative balance: insufficient; one that does not cover the held transfers:
-- reserved, detail = the held sum), appended as a snapshot from p_source. Call it with the account
-- row locked, after any hold this transaction releases.
CREATE FUNCTION shift_balance(p_account integer, p_bundle integer, p_delta numeric, p_source text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next numeric;
  held numeric;
BEGIN
  next := COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = p_account
                     ORDER BY b.id DESC LIMIT 1), 0) + p_delta;
  IF next < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'insufficient';
  END IF;
  held := COALESCE((SELECT sum(t.amount) FROM transfers t
                     WHERE t.sender_account_record_id = p_account AND t.status = 'held'), 0);
  IF next - held < 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'reserved', DETAIL = held::text;
  END IF;
  INSERT INTO balance_reports (account_record_id, bundle_id, balance, tournaments_count, source)
  VALUES (p_account, p_bundle, next, 0, p_source);
END $$;

-- balance − held (migration 011's definition) in PL/pgSQL, which keeps its plans: as a SQL function
-- it was planned again on every call before PostgreSQL 18 (a hold calls it twice: the check and the
-- backstop).
CREATE OR REPLACE FUNCTION account_available(account integer) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN COALESCE((SELECT b.balance FROM balance_reports b WHERE b.account_record_id = account
                    ORDER BY b.id DESC LIMIT 1), 0)
       - COALESCE((SELECT sum(t.amount) FROM transfers t
                    WHERE t.sender_account_record_id = account AND t.status = 'held'), 0);
END $$;

-- A transfer as its player sees it: the side they are on, or nothing when it is not theirs (someone
-- else's transfer is indistinguishable from a missing one) or cancelled.
CREATE FUNCTION player_transfer(p_user integer, p_transfer integer,
  OUT side text, OUT account integer, OUT amount numeric, OUT status text, OUT room_id integer,
  OUT send_wallet_type integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  SELECT CASE WHEN s.user_id = p_user THEN 'send' ELSE 'receive' END,
         CASE WHEN s.user_id = p_user THEN s.id ELSE r.id END,
         x.amount, x.status, x.room_id, w.type_id
    INTO side, account, amount, status, room_id, send_wallet_type
    FROM transfers x
    JOIN account_records s ON s.id = x.sender_account_record_id
    LEFT JOIN account_records r ON r.id = x.receiver_account_record_id
    LEFT JOIN ewallets w ON w.id = x.send_ewallet_id
   WHERE x.id = p_transfer AND x.status <> 'cancelled' AND p_user IN (s.user_id, r.user_id);
END $$;

-- The player's own account locked FOR UPDATE (the lock every money path of the account takes
-- first); refused when it is not theirs, or when the balance is to change on a virtual room.
CREATE FUNCTION lock_own_account(p_user integer, p_account integer, p_change_balance boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  is_virtual boolean;
BEGIN
  SELECT r.virtual INTO is_virtual FROM account_records a JOIN rooms r ON r.id = a.room_id
   WHERE a.id = p_account AND a.user_id = p_user FOR UPDATE OF a;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'account_not_found';
  ELSIF p_change_balance AND is_virtual THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'virtual_balance';
  END IF;
END $$;

-- The sender's hold: new → held, when the balance minus the account's other holds covers the amount.
-- Refusals: not_found | receive_hold | account_not_found | virtual_balance | already_held |
-- not_holdable | insufficient.
CREATE FUNCTION hold_transfer(p_user integer, p_transfer integer, p_change_balance boolean) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  state text;
BEGIN
  SELECT * INTO t FROM player_transfer(p_user, p_transfer);
  IF t.side IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'not_found';
  ELSIF t.side = 'receive' THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'receive_hold';
  END IF;
  PERFORM lock_own_account(p_user, t.account, p_change_balance);
  SELECT x.status INTO state FROM transfers x WHERE x.id = p_transfer;
  IF state = 'held' THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'already_held';
  ELSIF state IS DISTINCT FROM 'new' THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'not_holdable';
  END IF;
  -- balance − held in one query (migration 011's function, the backstop's own definition).
  IF account_available(t.account) < t.amount THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'insufficient';
  END IF;
  UPDATE transfers SET status = 'held', held_at = now(), hold_change_balance = p_change_balance
   WHERE id = p_transfer AND status = 'new';
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'already_held';
  END IF;
END $$;

-- The sender's confirmation (new|held → sent: the transfer, and a fee above 0, leave the ledger) or
-- the receiver's (sent → received: the transfer enters it), with the player's confirmation row;
-- with p_change_balance the account's balance moves too (shift_balance). Returns the new status.
-- p_fixed_*: the one room and wallet type whose fee percentage is fixed (@fund/shared/fees).
-- Refusals: not_found | account_not_found | virtual_balance | fixed_fee | not_sent_yet |
-- already_sent | already_received | insufficient | reserved.
CREATE FUNCTION confirm_transfer(p_user integer, p_transfer integer, p_comment text, p_comment2 text,
  p_amount_before numeric, p_fee numeric, p_percent numeric, p_change_balance boolean,
  p_screenshot_required boolean, p_fixed_room integer, p_fixed_wallet_type integer,
  p_fixed_percent numeric) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  next_status text;
  bundle integer;
  delta numeric;
BEGIN
  SELECT * INTO t FROM player_transfer(p_user, p_transfer);
  IF t.side IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'not_found';
  END IF;
  PERFORM lock_own_account(p_user, t.account, p_change_balance);
  IF t.side = 'send' AND t.room_id = p_fixed_room AND t.send_wallet_type = p_fixed_wallet_type
     AND p_percent <> p_fixed_percent AND p_fee <> 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'fixed_fee';
  END IF;
  IF t.side = 'send' THEN
    UPDATE transfers SET status = 'sent', sent_at = now() WHERE id = p_transfer AND status IN ('new', 'held')
    RETURNING status INTO next_status;
  ELSE
    UPDATE transfers SET status = 'received', received_at = now() WHERE id = p_transfer AND status = 'sent'
    RETURNING status INTO next_status;
  END IF;
  IF next_status IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = CASE
      WHEN t.side = 'receive' AND t.status IN ('new', 'held') THEN 'not_sent_yet'
      WHEN t.side = 'send' THEN 'already_sent' ELSE 'already_received' END;
  END IF;
  INSERT INTO transfer_confirmations (transfer_id, side, user_id, player_comment, player_comment2,
    amount_before_transfer, fee, fee_percentage, change_balance, screenshot_required)
  VALUES (p_transfer, t.side, p_user, p_comment, p_comment2, p_amount_before,
    CASE WHEN t.side = 'send' THEN p_fee ELSE 0 END, CASE WHEN t.side = 'send' THEN p_percent ELSE 0 END,
    p_change_balance, p_screenshot_required);
  -- The player's current bundle (the latest of their latest contract), if any.
  SELECT b.id INTO bundle FROM bundles b JOIN contracts c ON c.id = b.contract_id
   WHERE c.user_id = p_user ORDER BY c.start_datetime DESC, c.id DESC, b.number DESC LIMIT 1;
  IF t.side = 'send' THEN
    INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id, comment)
    SELECT t.account, bundle, m.kind, m.amount, 'transfer', p_transfer, ''
      FROM (VALUES (1, 'transfer_out', -t.amount), (2, 'fee', -p_fee)) m (n, kind, amount)
     WHERE m.kind = 'transfer_out' OR p_fee > 0 ORDER BY m.n;
    delta := -(t.amount + p_fee);
  ELSE
    INSERT INTO ledger_movements (account_record_id, bundle_id, kind, amount, source, source_id, comment)
    VALUES (t.account, bundle, 'transfer_in', t.amount, 'transfer', p_transfer, '');
    delta := t.amount;
  END IF;
  -- The transfer's own hold is already released (its status changed above); the others stay.
  IF p_change_balance THEN
    PERFORM shift_balance(t.account, bundle, delta, 'transfer');
  END IF;
  RETURN next_status;
END $$;
