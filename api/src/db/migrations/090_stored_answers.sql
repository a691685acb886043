-- Stored answers (issue 11, docs/performance.md "API throughput", docs/api.md "Stored answers"):
-- the dashboard's figures and lists (account cards, bundle and contract results, the contract's
-- chart, payout, personal funds, transfers, deposit requests, the first cash flow page) are
-- computed once per change instead of on every read. A read
-- is one indexed row; its stamp says whether anything it was computed from changed since.
--
-- answer_versions: a counter per player, raised by the triggers below in the same transaction as
-- every insert, update or delete of a row the answers read (so it commits or rolls back with the
-- change). Row 0 is the counter of the rates every player's answers use (rooms, chip currencies,
-- forex rates). A stamp = the player's counter + counter 0: both only grow, so an equal stamp
-- means no change has committed since the answer's snapshot.
CREATE TABLE answer_versions (
  user_id integer PRIMARY KEY,
  version bigint NOT NULL
);

-- body: the answer's JSON (the `data` of the route's envelope), computed in one REPEATABLE READ
-- snapshot together with its stamp (api/src/lib/stored-answers.ts).
CREATE TABLE stored_answers (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  stamp bigint NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (user_id, kind)
);

CREATE FUNCTION answer_stamp(p_user integer) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT COALESCE(sum(version), 0)::bigint FROM answer_versions WHERE user_id IN (p_user, 0)
$$;

-- Players in id order, so two transactions raising the same counters lock them in one order.
CREATE FUNCTION answers_changed(p_users integer[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO answer_versions (user_id, version)
  SELECT DISTINCT u, 1 FROM unnest(p_users) u WHERE u IS NOT NULL ORDER BY u
  ON CONFLICT (user_id) DO UPDATE SET version = answer_versions.version + 1
$$;

-- One statement-level trigger per table and event (transition tables: one counter update per
-- statement, not per row: the bench's seed inserts 50,000 ledger rows in a few statements).
-- TG_ARGV[0]: the players of the changed rows `c`, as a query with `%s` for the rows.
CREATE FUNCTION answers_changed_by() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  players integer[];
BEGIN
  EXECUTE format('SELECT ARRAY(' || TG_ARGV[0] || ')', CASE TG_OP
    WHEN 'INSERT' THEN 'changed_new'
    WHEN 'DELETE' THEN 'changed_old'
    ELSE '(SELECT * FROM changed_new UNION ALL SELECT * FROM changed_old)' END) INTO players;
  PERFORM answers_changed(players);
  RETURN NULL;
END $$;

CREATE FUNCTION answers_changed_for_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM answers_changed(ARRAY[0]);
  RETURN NULL;
END $$;

-- Every table the stored answers read. A deleted account or contract raises its player's counter
-- itself; the rows its cascade removes find no owner any more (nothing to raise twice).
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('account_records', 'SELECT c.user_id FROM %s c'), ('contracts', 'SELECT c.user_id FROM %s c'),
    ('personal_funds_movements', 'SELECT c.user_id FROM %s c'), ('shark_stats', 'SELECT c.user_id FROM %s c'),
    ('balance_reports', 'SELECT ar.user_id FROM %s c JOIN account_records ar ON ar.id = c.account_record_id'),
    ('ledger_movements', 'SELECT ar.user_id FROM %s c JOIN account_records ar ON ar.id = c.account_record_id'),
    ('cash_flows', 'SELECT ar.user_id FROM %s c JOIN account_records ar ON ar.id = c.account_record_id'),
    ('deposit_requests', 'SELECT ar.user_id FROM %s c JOIN account_records ar ON ar.id = c.account_record_id'),
    ('bundles', 'SELECT k.user_id FROM %s c JOIN contracts k ON k.id = c.contract_id'),
    ('transfers', 'SELECT ar.user_id FROM %s c JOIN account_records ar
                    ON ar.id IN (c.sender_account_record_id, c.receiver_account_record_id)'),
    ('rooms', NULL), ('chip_currencies', NULL), ('forex_rates', NULL), ('ewallets', NULL)) AS x (tbl, players)
  LOOP
    IF t.players IS NULL THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_for_all()', t.tbl || '_answers', t.tbl);
      CONTINUE;
    END IF;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_by(%L)', t.tbl || '_answers_ins', t.tbl, t.players);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_by(%L)', t.tbl || '_answers_upd', t.tbl, t.players);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_by(%L)', t.tbl || '_answers_del', t.tbl, t.players);
  END LOOP;
END $$;
