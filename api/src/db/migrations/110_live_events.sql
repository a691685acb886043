-- Live events (issue 39): every write that changes what a user can see leaves a row here, in the
-- writing transaction, and wakes the API replicas with `NOTIFY live_events, '<txid>'`. PostgreSQL
-- sends the notification only when the transaction commits (and folds the repeats of one payload
-- into one), so a rolled-back write leaves no row and wakes nobody. The row names the data (the
-- topic, the table and the row's id, the player it belongs to), never a copy of it; who may hear
-- it is decided by the API (api/src/lib/live-events/audience.ts). Kept 15 minutes: a client that
-- reconnects with `Last-Event-ID` gets what it missed from here.
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  tx bigint NOT NULL DEFAULT txid_current(),
  topic text NOT NULL CHECK (topic IN ('money', 'notices', 'homework', 'messages', 'people')),
  -- The player (or user) the data belongs to; NULL for a system message, addressed by scope.
  user_id integer,
  scope text CHECK (scope IN ('all', 'player', 'curator')),
  entity text NOT NULL,
  entity_id bigint,
  -- A staff decision on the row (approved / rejected), for the owner's toast.
  status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR scope IS NOT NULL)
);
CREATE INDEX live_events_tx ON live_events (tx);
CREATE INDEX live_events_created_at ON live_events (created_at);

-- The highest id pruned so far: a Last-Event-ID at or below it may have missed events.
CREATE TABLE live_events_horizon (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  pruned_to bigint NOT NULL DEFAULT 0
);
INSERT INTO live_events_horizon DEFAULT VALUES;

-- The decision an UPDATE made: a new status, or a deposit request processed or rejected.
CREATE FUNCTION live_decision(old_row jsonb, new_row jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN new_row ? 'status' AND (new_row ->> 'status') IS DISTINCT FROM (old_row ->> 'status')
      THEN new_row ->> 'status'
    WHEN (old_row ->> 'processed_datetime') IS NULL AND (new_row ->> 'processed_datetime') IS NOT NULL
      THEN 'approved'
    WHEN (old_row ->> 'rejected_at') IS NULL AND (new_row ->> 'rejected_at') IS NOT NULL
      THEN 'rejected'
  END
$$;

-- The owner of one row: TG_ARGV[1] says how ('user': the column is a user id; 'account': an
-- account record's id; 'homework': a homework's id), the column is `col`.
CREATE FUNCTION live_owner(how text, row_data jsonb, col text) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  ref integer := (row_data ->> col)::integer;
BEGIN
  IF ref IS NULL THEN RETURN NULL; END IF;
  IF how = 'account' THEN RETURN (SELECT user_id FROM account_records WHERE id = ref); END IF;
  IF how = 'homework' THEN RETURN (SELECT player_id FROM homework WHERE id = ref); END IF;
  RETURN ref;
END $$;

-- FOR EACH ROW: live_event(topic, how, column...) — one event per owner the row names (before
-- and after an UPDATE); live_event(topic, 'scope') — a system message to its audience.
CREATE FUNCTION live_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  topic text := TG_ARGV[0];
  how text := TG_ARGV[1];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := COALESCE(new_row, old_row);
  decision text := CASE WHEN TG_OP = 'UPDATE' THEN live_decision(old_row, new_row) END;
  owners integer[] := '{}';
  owner integer;
  i integer;
BEGIN
  IF how = 'scope' THEN
    INSERT INTO live_events (topic, scope, entity, entity_id)
    VALUES (topic, any_row ->> 'audience', TG_TABLE_NAME, (any_row ->> 'id')::bigint);
    IF TG_OP = 'UPDATE' AND (old_row ->> 'audience') IS DISTINCT FROM (new_row ->> 'audience') THEN
      INSERT INTO live_events (topic, scope, entity, entity_id)
      VALUES (topic, old_row ->> 'audience', TG_TABLE_NAME, (old_row ->> 'id')::bigint);
    END IF;
  ELSE
    FOR i IN 2 .. TG_NARGS - 1 LOOP
      IF new_row IS NOT NULL THEN owners := owners || live_owner(how, new_row, TG_ARGV[i]); END IF;
      IF old_row IS NOT NULL THEN owners := owners || live_owner(how, old_row, TG_ARGV[i]); END IF;
    END LOOP;
    FOR owner IN SELECT DISTINCT o FROM unnest(owners) AS o WHERE o IS NOT NULL LOOP
      INSERT INTO live_events (topic, user_id, entity, entity_id, status)
      VALUES (topic, owner, TG_TABLE_NAME, (any_row ->> 'id')::bigint, decision);
    END LOOP;
  END IF;
  PERFORM pg_notify('live_events', txid_current()::text);
  RETURN NULL;
END $$;

-- The player's money: accounts, transfers, requests, personal funds, results (staff see the queues).
CREATE TRIGGER live_account_records AFTER INSERT OR UPDATE OR DELETE ON account_records
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_cash_flows AFTER INSERT OR UPDATE OR DELETE ON cash_flows
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'account', 'account_record_id');
CREATE TRIGGER live_deposit_requests AFTER INSERT OR UPDATE OR DELETE ON deposit_requests
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'account', 'account_record_id');
CREATE TRIGGER live_balance_reports AFTER INSERT OR UPDATE OR DELETE ON balance_reports
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'account', 'account_record_id');
CREATE TRIGGER live_transfers AFTER INSERT OR UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'account', 'sender_account_record_id', 'receiver_account_record_id');
CREATE TRIGGER live_payout_requests AFTER INSERT OR UPDATE OR DELETE ON payout_requests
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_balance_transfers AFTER INSERT OR UPDATE OR DELETE ON balance_transfers
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_personal_funds AFTER INSERT OR UPDATE OR DELETE ON personal_funds_movements
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_contracts AFTER INSERT OR UPDATE OR DELETE ON contracts
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_bonuses AFTER INSERT OR UPDATE OR DELETE ON bonuses
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_deductibles AFTER INSERT OR UPDATE OR DELETE ON deductibles
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');
CREATE TRIGGER live_reviews AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION live_event('money', 'user', 'user_id');

CREATE TRIGGER live_player_notices AFTER INSERT OR UPDATE OR DELETE ON player_notices
  FOR EACH ROW EXECUTE FUNCTION live_event('notices', 'user', 'user_id');

-- Homework and its messages: the student and their curators.
CREATE TRIGGER live_homework AFTER INSERT OR UPDATE OR DELETE ON homework
  FOR EACH ROW EXECUTE FUNCTION live_event('homework', 'user', 'player_id');
CREATE TRIGGER live_homework_messages AFTER INSERT OR UPDATE OR DELETE ON homework_messages
  FOR EACH ROW EXECUTE FUNCTION live_event('homework', 'homework', 'homework_id');

-- System messages: everyone they are addressed to (and staff).
CREATE TRIGGER live_web_messages AFTER INSERT OR UPDATE OR DELETE ON web_messages
  FOR EACH ROW EXECUTE FUNCTION live_event('messages', 'scope');

-- People: the user themself (their menu) and staff (the people list).
CREATE TRIGGER live_users AFTER INSERT OR DELETE OR UPDATE OF username, is_active, is_curator ON users
  FOR EACH ROW EXECUTE FUNCTION live_event('people', 'user', 'id');
CREATE TRIGGER live_user_permissions AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  FOR EACH ROW EXECUTE FUNCTION live_event('people', 'user', 'user_id');
CREATE TRIGGER live_curator_students AFTER INSERT OR UPDATE OR DELETE ON curator_students
  FOR EACH ROW EXECUTE FUNCTION live_event('people', 'user', 'curator_id', 'student_id');
