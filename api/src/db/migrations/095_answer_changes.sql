-- Stored answers, second design (issue 11, docs/api.md "Stored answers"): the per-player counters
-- of migration 090 become an append-only change log, so writes no longer queue on one row.
--
-- Why: a counter row is locked from the first watched write of a transaction until its commit, so
-- every write of one player waited for the previous one's commit (PostgreSQL, 10 clients inserting
-- deposit requests of one player: 927 per second with the counter, 2,350 with this log, 3,230 with
-- no trigger at all).
--
-- answer_changes: one row per player and statement that changed a row the answers read, written by
-- the triggers below in the changing transaction (it commits or rolls back with the change) and
-- tagged with that transaction's id. Player 0 stands for the shared rows every player's answers
-- use (rooms, chip currencies, forex rates, the fund's e-wallets).
--
-- stored_answers.snapshot: the snapshot the answer was computed in (REPEATABLE READ, together with
-- the answer). The answer is fresh while no committed change of its player (or of player 0) comes
-- from a transaction that snapshot did not see: `answer_fresh`. A transaction still running is
-- not seen by the check either, so its change is served once it commits, as with the counters. The
-- check is a few index probes, so it does not grow with the log.
DROP TRIGGER IF EXISTS rooms_answers ON rooms;
DROP TRIGGER IF EXISTS chip_currencies_answers ON chip_currencies;
DROP TRIGGER IF EXISTS forex_rates_answers ON forex_rates;
DROP TRIGGER IF EXISTS ewallets_answers ON ewallets;
DO $$
DECLARE
  t text;
  op text;
BEGIN
  FOREACH t IN ARRAY ARRAY['account_records', 'contracts', 'personal_funds_movements', 'shark_stats',
                           'balance_reports', 'ledger_movements', 'cash_flows', 'deposit_requests',
                           'transfers', 'bundles'] LOOP
    FOREACH op IN ARRAY ARRAY['ins', 'upd', 'del'] LOOP
      EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_answers_' || op, t);
    END LOOP;
  END LOOP;
END $$;
DROP FUNCTION answers_changed_by();
DROP FUNCTION answers_changed_for_all();
DROP FUNCTION answers_changed(integer[]);
DROP FUNCTION answer_stamp(integer);
DROP TABLE answer_versions;

CREATE TABLE answer_changes (
  user_id integer NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX answer_changes_user_xid ON answer_changes (user_id, xid);

-- The stored answers are a cache: the old ones carry counter stamps, so they go.
TRUNCATE stored_answers;
ALTER TABLE stored_answers DROP COLUMN stamp;
ALTER TABLE stored_answers ADD COLUMN snapshot pg_snapshot NOT NULL;

-- Not visible in a snapshot = started after it (id ≥ its xmax) or running when it was taken (id in
-- its xip list; ids below xmin had ended). So: the latest id of the player and of player 0, then one
-- index probe per running transaction (usually none). Each lookup is an index probe whatever the
-- log's length; PL/pgSQL keeps the plans (a SQL function is planned again on every call before
-- PostgreSQL 18, and a range on xid with a parameter planned generically scanned the whole log).
CREATE FUNCTION answer_fresh(p_user integer, p_snapshot pg_snapshot) RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
DECLARE
  running xid8;
BEGIN
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

-- One statement-level trigger per table and event (transition tables: one log row per player and
-- statement, not per changed row: the bench's seed inserts 50,000 ledger rows in a few
-- statements). Each table gets its own function with static SQL (PL/pgSQL keeps its plan): the
-- players are the rows' own `user_id`, or the owners of the accounts or contracts they name. A
-- deleted account or contract logs its player itself; the rows its cascade removes find no owner
-- any more (nothing to log twice).
CREATE FUNCTION answers_changed_for_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO answer_changes (user_id) VALUES (0);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
  ids text;
  fn text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('account_records', 'user', ARRAY['user_id']), ('contracts', 'user', ARRAY['user_id']),
    ('personal_funds_movements', 'user', ARRAY['user_id']), ('shark_stats', 'user', ARRAY['user_id']),
    ('balance_reports', 'account', ARRAY['account_record_id']),
    ('ledger_movements', 'account', ARRAY['account_record_id']),
    ('cash_flows', 'account', ARRAY['account_record_id']),
    ('deposit_requests', 'account', ARRAY['account_record_id']),
    ('transfers', 'account', ARRAY['sender_account_record_id', 'receiver_account_record_id']),
    ('bundles', 'contract', ARRAY['contract_id'])) AS x (tbl, via, cols)
  LOOP
    fn := t.tbl || '_answers';
    -- %1$s below: the changed rows (changed_new, changed_old or both); ids: what their columns name.
    SELECT string_agg(format('SELECT %I AS id FROM %%1$s', c), ' UNION ALL ') INTO ids FROM unnest(t.cols) c;
    ids := CASE t.via
      WHEN 'user' THEN format('SELECT DISTINCT id FROM (%s) r WHERE id IS NOT NULL', ids)
      WHEN 'account' THEN format('SELECT DISTINCT a.user_id FROM (%s) r JOIN account_records a ON a.id = r.id', ids)
      ELSE format('SELECT DISTINCT k.user_id FROM (%s) r JOIN contracts k ON k.id = r.id', ids) END;
    -- An update logs the players of the old rows and of the new ones (a transfer or an account
    -- that changes hands changes both players' answers).
    EXECUTE format('CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN
        IF TG_OP = ''INSERT'' THEN
          INSERT INTO answer_changes (user_id) %s;
        ELSIF TG_OP = ''DELETE'' THEN
          INSERT INTO answer_changes (user_id) %s;
        ELSE
          INSERT INTO answer_changes (user_id) %s;
        END IF;
        RETURN NULL;
      END $f$', fn, format(ids, 'changed_new'), format(ids, 'changed_old'),
                  format(ids, '(SELECT * FROM changed_new UNION ALL SELECT * FROM changed_old) b'));
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()', fn || '_ins', t.tbl, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()', fn || '_upd', t.tbl, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
                    FOR EACH STATEMENT EXECUTE FUNCTION %I()', fn || '_del', t.tbl, fn);
  END LOOP;
  FOREACH fn IN ARRAY ARRAY['rooms', 'chip_currencies', 'forex_rates', 'ewallets'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_for_all()', fn || '_answers', fn);
  END LOOP;
END $$;
