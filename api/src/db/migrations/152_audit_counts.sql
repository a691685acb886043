-- The audit log's count (issue 43, docs/backoffice.md "At fund scale"): kept by a statement trigger
-- in the transaction of the audit rows (like the queues' counters of migrations 140, 142, 149), so
-- the log's page counts without reading the table.
--
-- 1. backoffice_audit_counts: rows per (actor, action, entity), for the log unfiltered or filtered by
--    actor, action or entity (a sum over at most staff × actions rows).
-- 2. backoffice_audit_day_counts: the same per UTC day, for the date filters (a sum over the range's
--    days, a few rows a day, not the range's audit rows).
-- The audit is append-only (migration 080: no UPDATE or DELETE), so only INSERT moves a count; a
-- TRUNCATE clears them. A filter by entity_id is counted from the table by its index (below).
--
-- A counter row belongs to one actor's one action: only the same person's concurrent actions of one
-- kind wait for each other's commit (no slots, unlike the queues, so a day stays a few rows).
--
-- On a large PostgreSQL database, create the index first, without blocking writes, by hand:
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS backoffice_audit_entity_id_idx ON backoffice_audit (entity_id);
-- then deploy: this migration finds it (IF NOT EXISTS). Its lock (below) holds the audit's writes
-- only while its rows are counted once.

CREATE INDEX IF NOT EXISTS backoffice_audit_entity_id_idx ON backoffice_audit (entity_id);

CREATE TABLE backoffice_audit_counts (
  actor_id integer NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (actor_id, action, entity)
);

CREATE TABLE backoffice_audit_day_counts (
  day date NOT NULL,
  actor_id integer NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (day, actor_id, action, entity)
);

-- AFTER INSERT … FOR EACH STATEMENT: one upsert per key of the statement's rows, in key order (two
-- statements lock shared counter rows in one order).
CREATE FUNCTION backoffice_audit_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO backoffice_audit_counts AS c (actor_id, action, entity, n)
  SELECT actor_id, action, entity, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (actor_id, action, entity) DO UPDATE SET n = c.n + EXCLUDED.n;
  INSERT INTO backoffice_audit_day_counts AS c (day, actor_id, action, entity, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, actor_id, action, entity, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, actor_id, action, entity) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;

CREATE FUNCTION backoffice_audit_count_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM backoffice_audit_counts;
  DELETE FROM backoffice_audit_day_counts;
  RETURN NULL;
END $$;

-- No write falls between the count below and the triggers (reads go on).
LOCK TABLE backoffice_audit IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER backoffice_audit_count AFTER INSERT ON backoffice_audit REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_audit_count();
CREATE TRIGGER backoffice_audit_count_truncate AFTER TRUNCATE ON backoffice_audit
  FOR EACH STATEMENT EXECUTE FUNCTION backoffice_audit_count_truncate();

INSERT INTO backoffice_audit_counts (actor_id, action, entity, n)
SELECT actor_id, action, entity, count(*) FROM backoffice_audit GROUP BY 1, 2, 3;
INSERT INTO backoffice_audit_day_counts (day, actor_id, action, entity, n)
SELECT (created_at AT TIME ZONE 'UTC')::date, actor_id, action, entity, count(*) FROM backoffice_audit GROUP BY 1, 2, 3, 4;
