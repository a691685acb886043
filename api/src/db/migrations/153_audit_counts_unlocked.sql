-- The audit log's counters of migration 152 without a lock that can close a cycle (issue 43).
--
-- Migration 152 kept one counter row per (actor, action, entity) and per day, updated in place by
-- every audit statement: the row stayed locked until its transaction ended. Nearly every staff action
-- writes the audit in the middle of its transaction, so one manager's batch close (bundle 1 locked,
-- audited, then bundle 2 wanted) and their single close of bundle 2 (locked, then audited) waited for
-- each other: PostgreSQL broke the cycle with a deadlock error, a 500
-- (api/test/routes/accounting/statements-race.test.ts «one staff member's batch and single closes»).
--
-- Now a key may have several rows, and its count is their sum (what the readers already take). An
-- audit statement inserts its counts as new rows and, in the same statement, merges into them the
-- key's rows no other transaction holds (FOR UPDATE SKIP LOCKED): it never waits for a counter row,
-- and a key keeps about one row per transaction writing it at the same moment.
ALTER TABLE backoffice_audit_counts DROP CONSTRAINT backoffice_audit_counts_pkey;
ALTER TABLE backoffice_audit_day_counts DROP CONSTRAINT backoffice_audit_day_counts_pkey;
CREATE INDEX backoffice_audit_counts_key_idx ON backoffice_audit_counts (actor_id, action, entity);
CREATE INDEX backoffice_audit_day_counts_key_idx ON backoffice_audit_day_counts (day, actor_id, action, entity);

CREATE OR REPLACE FUNCTION backoffice_audit_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS (
    SELECT actor_id, action, entity, count(*) AS n FROM new_rows GROUP BY 1, 2, 3
  ), taken AS (
    DELETE FROM backoffice_audit_counts c
     WHERE c.ctid = ANY (ARRAY(
       SELECT x.ctid FROM backoffice_audit_counts x JOIN added a USING (actor_id, action, entity)
          FOR UPDATE OF x SKIP LOCKED))
    RETURNING c.actor_id, c.action, c.entity, c.n
  )
  INSERT INTO backoffice_audit_counts (actor_id, action, entity, n)
  SELECT actor_id, action, entity, sum(n) FROM (SELECT * FROM added UNION ALL SELECT * FROM taken) x
   GROUP BY 1, 2, 3;

  WITH added AS (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS day, actor_id, action, entity, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3, 4
  ), taken AS (
    DELETE FROM backoffice_audit_day_counts c
     WHERE c.ctid = ANY (ARRAY(
       SELECT x.ctid FROM backoffice_audit_day_counts x JOIN added a USING (day, actor_id, action, entity)
          FOR UPDATE OF x SKIP LOCKED))
    RETURNING c.day, c.actor_id, c.action, c.entity, c.n
  )
  INSERT INTO backoffice_audit_day_counts (day, actor_id, action, entity, n)
  SELECT day, actor_id, action, entity, sum(n) FROM (SELECT * FROM added UNION ALL SELECT * FROM taken) x
   GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
