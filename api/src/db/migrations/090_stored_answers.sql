-- Stored answers (issue 11, docs/performance.md "API throughput", docs/api.md "Stored answers"):
-- the dashboard's figures and lists (account cards, bundle and contract results, the contract's
-- chart, payout, personal funds, transfers, deposit requests, the first cash flow page) are
-- computed once per change instead of on every read. A read is one indexed row; its stamp says
-- whether anything it was computed from changed since.
--
-- answer_versions: a counter per player, raised by the triggers below in the same transaction as
-- every insert, update or delete of a row the answers read (so it commits or rolls back with the
-- change). Row 0 is the counter of the shared rows every player's answers use (rooms, chip
-- currencies, forex rates, the fund's e-wallets). A stamp = the player's counter + counter 0: both only grow, so an equal stamp
-- means no change has committed since the answer's snapshot.
CREATE TABLE answer_versions (
  user_id integer PRIMARY KEY,
  version bigint NOT NULL
);

-- body: the route's whole answer as JSON text (`{success, data, count?}`), computed in one REPEATABLE READ
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

-- Players in id order, so two transactions raising the same counters lock them in one order. Once
-- per player and transaction (a confirmation writes a transfer, a ledger row and a balance report:
-- one raise is enough, the counter commits with all three); the players already raised are kept
-- in a transaction-local setting, which a rolled-back savepoint reverts with the raise.
CREATE FUNCTION answers_changed(p_users integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  done text := COALESCE(NULLIF(current_setting('fund.answers_changed', true), ''), ',');
  todo integer[];
BEGIN
  todo := ARRAY(SELECT DISTINCT u FROM unnest(p_users) u
                 WHERE u IS NOT NULL AND position(',' || u || ',' IN done) = 0 ORDER BY u);
  IF cardinality(todo) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO answer_versions (user_id, version)
  SELECT u, 1 FROM unnest(todo) u ORDER BY u
  ON CONFLICT (user_id) DO UPDATE SET version = answer_versions.version + 1;
  PERFORM set_config('fund.answers_changed', done || array_to_string(todo, ',') || ',', true);
END $$;

-- One statement-level trigger per table and event (transition tables: one counter update per
-- statement, not per row: the bench's seed inserts 50,000 ledger rows in a few statements).
-- TG_ARGV[0]: what the columns TG_ARGV[1..] of the changed rows name: 'user', 'account' (its
-- player) or 'contract' (its player). Static SQL, so PL/pgSQL keeps its plans.
CREATE FUNCTION answers_changed_by() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ids := ARRAY(SELECT (to_jsonb(c) ->> col)::int FROM changed_new c, unnest(TG_ARGV[1:]) col);
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    ids := ids || ARRAY(SELECT (to_jsonb(c) ->> col)::int FROM changed_old c, unnest(TG_ARGV[1:]) col);
  END IF;
  PERFORM answers_changed(CASE TG_ARGV[0]
    WHEN 'user' THEN ids
    WHEN 'account' THEN ARRAY(SELECT ar.user_id FROM account_records ar WHERE ar.id = ANY (ids))
    ELSE ARRAY(SELECT k.user_id FROM contracts k WHERE k.id = ANY (ids)) END);
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
  args text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('account_records', ARRAY['user', 'user_id']), ('contracts', ARRAY['user', 'user_id']),
    ('personal_funds_movements', ARRAY['user', 'user_id']), ('shark_stats', ARRAY['user', 'user_id']),
    ('balance_reports', ARRAY['account', 'account_record_id']),
    ('ledger_movements', ARRAY['account', 'account_record_id']),
    ('cash_flows', ARRAY['account', 'account_record_id']),
    ('deposit_requests', ARRAY['account', 'account_record_id']),
    ('transfers', ARRAY['account', 'sender_account_record_id', 'receiver_account_record_id']),
    ('bundles', ARRAY['contract', 'contract_id']),
    ('rooms', NULL), ('chip_currencies', NULL), ('forex_rates', NULL), ('ewallets', NULL)) AS x (tbl, players)
  LOOP
    IF t.players IS NULL THEN
      EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_for_all()', t.tbl || '_answers', t.tbl);
      CONTINUE;
    END IF;
    SELECT string_agg(quote_literal(a), ', ') INTO args FROM unnest(t.players) a;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_new
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_by(%s)', t.tbl || '_answers_ins', t.tbl, args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_by(%s)', t.tbl || '_answers_upd', t.tbl, args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_old
                    FOR EACH STATEMENT EXECUTE FUNCTION answers_changed_by(%s)', t.tbl || '_answers_del', t.tbl, args);
  END LOOP;
END $$;
