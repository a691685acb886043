-- The change log of migration 095 pruned (issue 11, docs/api.md "Stored answers"): without it,
-- answer_changes grows by one row per player and writing statement for ever.
--
-- A stored answer is fresh while no logged change comes from a transaction its snapshot did not
-- see; every such transaction has an id ≥ the snapshot's xmin. So once the log rows below a horizon
-- H are deleted, the check stays exact for every snapshot whose xmin is ≥ H, and a snapshot whose
-- xmin is below H is refused (its answer is computed again): a change that was pruned can never let
-- an older answer through. H is always a past snapshot's xmin, so every transaction below it has
-- ended: no row below H is still to come.
--
-- Each pruning moves H to the xmin noted by the previous pruning, and notes the current one. An
-- answer computed since the previous pruning stays valid; only older answers are computed again.
-- Both values only grow (two replicas pruning at once queue on the row and keep the larger).
CREATE TABLE answer_log_horizon (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  horizon xid8 NOT NULL,
  next_horizon xid8 NOT NULL
);
INSERT INTO answer_log_horizon (horizon, next_horizon) VALUES ('0', '0');

CREATE OR REPLACE FUNCTION answer_fresh(p_user integer, p_snapshot pg_snapshot) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE
  running xid8;
BEGIN
  IF pg_snapshot_xmin(p_snapshot) < (SELECT h.horizon FROM answer_log_horizon h) THEN
    RETURN false;
  END IF;
  IF (SELECT c.xid FROM answer_changes c WHERE c.user_id = p_user ORDER BY c.xid DESC LIMIT 1)
       >= pg_snapshot_xmax(p_snapshot)
     OR (SELECT c.xid FROM answer_changes c WHERE c.user_id = 0 ORDER BY c.xid DESC LIMIT 1)
       >= pg_snapshot_xmax(p_snapshot) THEN
    RETURN false;
  END IF;
  FOR running IN SELECT pg_snapshot_xip(p_snapshot) LOOP
    IF EXISTS (SELECT 1 FROM answer_changes c WHERE c.user_id IN (p_user, 0) AND c.xid = running) THEN
      RETURN false;
    END IF;
  END LOOP;
  RETURN true;
END $$;

-- One pruning: the log rows and the stored answers below the new horizon go (such an answer would
-- be refused anyway). Returns the number of log rows removed. The API runs it every 10 minutes.
CREATE FUNCTION prune_answer_changes() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  cut xid8;
  removed integer;
BEGIN
  UPDATE answer_log_horizon
     SET horizon = greatest(horizon, next_horizon),
         next_horizon = greatest(next_horizon, pg_snapshot_xmin(pg_current_snapshot()))
   RETURNING horizon INTO cut;
  DELETE FROM answer_changes WHERE xid < cut;
  GET DIAGNOSTICS removed = ROW_COUNT;
  DELETE FROM stored_answers WHERE pg_snapshot_xmin(snapshot) < cut;
  RETURN removed;
END $$;
