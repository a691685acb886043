-- The back office at fund scale (issue 43, docs/backoffice.md "At fund scale").
--
-- 1. The menu badge's counts kept by row triggers, in the transaction of the row's change: a count
--    is a sum over at most 8 rows per queue and status (never a scan of the queue). A row per
--    (queue, status, slot); a writer adds to the slot of its backend (pg_backend_pid() % 8), so
--    concurrent writers of one queue rarely wait on one counter row. Every change of a row's status
--    moves 1 from the old status to the new one (pending first, then the decision: one lock order).
-- 2. The indexes the queues' pages read (newest id first, per status).
--
-- On a large PostgreSQL database, create the indexes first, without blocking writes, by hand:
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS deposit_requests_pending_id_idx ON deposit_requests (id)
--     WHERE processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL;
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS personal_funds_movements_status_id_idx
--     ON personal_funds_movements (status, id);
-- then deploy: this migration finds them (IF NOT EXISTS). Its own lock (below) holds the queues'
-- writes only while their rows are counted once.

CREATE INDEX IF NOT EXISTS deposit_requests_pending_id_idx ON deposit_requests (id)
  WHERE processed_datetime IS NULL AND rejected_at IS NULL AND deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS personal_funds_movements_status_id_idx ON personal_funds_movements (status, id);
-- (status, id) of cash_flows and payout_requests: migration 080.

CREATE TABLE backoffice_counts (
  queue text NOT NULL CHECK (queue IN ('deposit_requests', 'cash_flows', 'payout_requests', 'personal_funds')),
  status text NOT NULL,
  slot smallint NOT NULL DEFAULT 0,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (queue, status, slot)
);

-- A deposit request's status (the API's DEPOSIT_STATUS).
CREATE FUNCTION deposit_request_status(processed timestamptz, rejected timestamptz, deleted timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN processed IS NOT NULL THEN 'processed' WHEN rejected IS NOT NULL THEN 'rejected'
              WHEN deleted IS NOT NULL THEN 'deleted' ELSE 'pending' END
$$;

CREATE FUNCTION backoffice_count_add(q text, s text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO backoffice_counts (queue, status, slot, n) VALUES (q, s, pg_backend_pid() % 8, delta)
  ON CONFLICT (queue, status, slot) DO UPDATE SET n = backoffice_counts.n + EXCLUDED.n
$$;

-- AFTER INSERT/UPDATE/DELETE of a queue row; TG_ARGV[0] = the queue.
CREATE FUNCTION backoffice_count_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text;
  now_is text;
BEGIN
  IF TG_TABLE_NAME = 'deposit_requests' THEN
    IF TG_OP <> 'INSERT' THEN
      was := deposit_request_status(OLD.processed_datetime, OLD.rejected_at, OLD.deleted_at);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      now_is := deposit_request_status(NEW.processed_datetime, NEW.rejected_at, NEW.deleted_at);
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN was := OLD.status; END IF;
    IF TG_OP <> 'DELETE' THEN now_is := NEW.status; END IF;
  END IF;
  IF was IS NOT DISTINCT FROM now_is THEN RETURN NULL; END IF;
  IF was IS NOT NULL THEN PERFORM backoffice_count_add(TG_ARGV[0], was, -1); END IF;
  IF now_is IS NOT NULL THEN PERFORM backoffice_count_add(TG_ARGV[0], now_is, 1); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION backoffice_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM backoffice_counts WHERE queue = TG_ARGV[0];
  RETURN NULL;
END $$;

-- No write of a queue between the count below and its trigger (each writer waits, then is counted
-- by its trigger).
LOCK TABLE deposit_requests, cash_flows, payout_requests, personal_funds_movements IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER deposit_requests_count AFTER INSERT OR DELETE OR UPDATE OF processed_datetime, rejected_at, deleted_at
  ON deposit_requests FOR EACH ROW EXECUTE FUNCTION backoffice_count_row('deposit_requests');
CREATE TRIGGER cash_flows_count AFTER INSERT OR DELETE OR UPDATE OF status
  ON cash_flows FOR EACH ROW EXECUTE FUNCTION backoffice_count_row('cash_flows');
CREATE TRIGGER payout_requests_count AFTER INSERT OR DELETE OR UPDATE OF status
  ON payout_requests FOR EACH ROW EXECUTE FUNCTION backoffice_count_row('payout_requests');
CREATE TRIGGER personal_funds_count AFTER INSERT OR DELETE OR UPDATE OF status
  ON personal_funds_movements FOR EACH ROW EXECUTE FUNCTION backoffice_count_row('personal_funds');
CREATE TRIGGER deposit_requests_count_truncate AFTER TRUNCATE ON deposit_requests
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_truncate('deposit_requests');
CREATE TRIGGER cash_flows_count_truncate AFTER TRUNCATE ON cash_flows
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_truncate('cash_flows');
CREATE TRIGGER payout_requests_count_truncate AFTER TRUNCATE ON payout_requests
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_truncate('payout_requests');
CREATE TRIGGER personal_funds_count_truncate AFTER TRUNCATE ON personal_funds_movements
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_count_truncate('personal_funds');

INSERT INTO backoffice_counts (queue, status, n)
SELECT 'deposit_requests', deposit_request_status(processed_datetime, rejected_at, deleted_at), count(*)
  FROM deposit_requests GROUP BY 2
UNION ALL SELECT 'cash_flows', status, count(*) FROM cash_flows GROUP BY status
UNION ALL SELECT 'payout_requests', status, count(*) FROM payout_requests GROUP BY status
UNION ALL SELECT 'personal_funds', status, count(*) FROM personal_funds_movements GROUP BY status;
