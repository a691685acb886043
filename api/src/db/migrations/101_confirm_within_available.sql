-- Issue 35: no money path moves more out of an account than it holds free (balance − held). The
-- sender's confirmation without change_balance checked nothing, so a transfer far above the
-- balance could leave the ledger. Migration 096's confirm_transfer with that check (refusal
-- over_available, detail = what is available), as the API's ensureAvailable answers it.
CREATE OR REPLACE FUNCTION confirm_transfer(p_user integer, p_transfer integer, p_comment text, p_comment2 text,
  p_amount_before numeric, p_fee numeric, p_percent numeric, p_change_balance boolean,
  p_screenshot_required boolean, p_fixed_room integer, p_fixed_wallet_type integer,
  p_fixed_percent numeric) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  next_status text;
  bundle integer;
  delta numeric;
  is_virtual boolean;
  available numeric;
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
  -- Without p_change_balance the balance does not move, yet the transfer and its fee may not take
  -- more than the account holds free (its own hold is released above); a virtual room keeps no
  -- balance and is not checked. With it, shift_balance below refuses the same.
  IF t.side = 'send' AND NOT p_change_balance THEN
    SELECT r.virtual INTO is_virtual FROM account_records a JOIN rooms r ON r.id = a.room_id WHERE a.id = t.account;
    available := account_available(t.account);
    IF NOT is_virtual AND available < t.amount + p_fee THEN
      RAISE EXCEPTION USING ERRCODE = 'MR001', MESSAGE = 'over_available', DETAIL = round(available, 2)::text;
    END IF;
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
