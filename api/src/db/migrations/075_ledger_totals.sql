-- Stored totals of the append-only ledgers (issue 11, docs/performance.md "API throughput"), so a
-- result never re-reads a player's whole history. Kept by triggers in the transaction that inserts
-- the ledger row: every code path (player routes, back office, seed) is covered, and the totals
-- commit or roll back with the row. `INSERT … ON CONFLICT DO UPDATE` takes the total's row lock,
-- so two concurrent inserts for one (account, bundle) add up instead of losing one.
-- bundle_key = COALESCE(bundle_id, 0): rows outside any bundle (bundle ids start at 1).

-- Σ of the non-fee movements per (account, bundle): `transfers_sum` of docs/accounting.md.
CREATE TABLE ledger_bundle_totals (
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  bundle_key integer NOT NULL,
  transfers_sum numeric NOT NULL,
  PRIMARY KEY (account_record_id, bundle_key)
);

-- The latest balance report (highest id) per (account, bundle): start/end balances of a bundle
-- are the latest report among the bundles before / up to it, found among ~one row per bundle.
CREATE TABLE balance_report_last (
  account_record_id integer NOT NULL REFERENCES account_records (id) ON DELETE CASCADE,
  bundle_key integer NOT NULL,
  report_id integer NOT NULL,
  balance numeric(18, 2) NOT NULL,
  PRIMARY KEY (account_record_id, bundle_key)
);

CREATE FUNCTION ledger_bundle_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind <> 'fee' THEN
    INSERT INTO ledger_bundle_totals (account_record_id, bundle_key, transfers_sum)
    VALUES (NEW.account_record_id, COALESCE(NEW.bundle_id, 0), NEW.amount)
    ON CONFLICT (account_record_id, bundle_key)
    DO UPDATE SET transfers_sum = ledger_bundle_totals.transfers_sum + EXCLUDED.transfers_sum;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_movements_totals AFTER INSERT ON ledger_movements
  FOR EACH ROW EXECUTE FUNCTION ledger_bundle_totals_add();

CREATE FUNCTION balance_report_last_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO balance_report_last (account_record_id, bundle_key, report_id, balance)
  VALUES (NEW.account_record_id, COALESCE(NEW.bundle_id, 0), NEW.id, NEW.balance)
  ON CONFLICT (account_record_id, bundle_key)
  DO UPDATE SET report_id = EXCLUDED.report_id, balance = EXCLUDED.balance
  WHERE balance_report_last.report_id < EXCLUDED.report_id;
  RETURN NULL;
END $$;
CREATE TRIGGER balance_reports_last AFTER INSERT ON balance_reports
  FOR EACH ROW EXECUTE FUNCTION balance_report_last_set();

INSERT INTO ledger_bundle_totals (account_record_id, bundle_key, transfers_sum)
SELECT account_record_id, COALESCE(bundle_id, 0), sum(amount)
  FROM ledger_movements WHERE kind <> 'fee' GROUP BY 1, 2;

INSERT INTO balance_report_last (account_record_id, bundle_key, report_id, balance)
SELECT DISTINCT ON (account_record_id, COALESCE(bundle_id, 0)) account_record_id, COALESCE(bundle_id, 0), id, balance
  FROM balance_reports ORDER BY account_record_id, COALESCE(bundle_id, 0), id DESC;

-- The account cards' pending sums read only the pending rows of an account.
CREATE INDEX cash_flows_pending_idx ON cash_flows (account_record_id) WHERE status = 'pending';
CREATE INDEX deposit_requests_pending_idx ON deposit_requests (account_record_id)
  WHERE processed_datetime IS NULL AND deleted_at IS NULL;

-- Raw figures of every (account, bundle) pair of a player (all bundles when p_bundles is NULL),
-- oldest bundle first; api/src/routes/accounting/results.ts applies the formulas. One pass per
-- account over its bundles and its report marks (the latest report per bundle, as
-- [report id, balance]) in bundle order: the running max of the marks is the latest report
-- before the bundle (marks of the bundle itself sorted after it) or up to it (sorted before).
-- PL/pgSQL, so its plan is cached per connection instead of re-planned on every call.
CREATE FUNCTION account_bundle_rows(p_user integer, p_bundles integer[])
RETURNS TABLE (account_record_id integer, bundle_id integer, contract_id integer, currency_name text,
               chip_rate text, rate text, start_balance text, end_balance text, transfers_sum text)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH acc AS (
    SELECT ar.id, r.currency_name, COALESCE(cc.chip_rate, 1) AS chip_rate, COALESCE(fx.rate, 1) AS rate
      FROM account_records ar
      JOIN rooms r ON r.id = ar.room_id
      LEFT JOIN chip_currencies cc ON cc.id = ar.chip_currency_id
      LEFT JOIN forex_rates fx ON fx.currency_name = r.currency_name
     WHERE ar.user_id = p_user),
  bun AS (
    SELECT b.id, b.contract_id FROM bundles b JOIN contracts c ON c.id = b.contract_id
     WHERE c.user_id = p_user AND (p_bundles IS NULL OR b.id = ANY (p_bundles))),
  ev AS (
    SELECT acc.id AS acc_id, bun.id AS bundle_key, bun.id AS bun_id, bun.contract_id AS con_id,
           NULL::numeric[] AS mark
      FROM acc CROSS JOIN bun
    UNION ALL
    SELECT l.account_record_id, l.bundle_key, NULL, NULL, ARRAY[l.report_id, l.balance]
      FROM balance_report_last l WHERE l.account_record_id IN (SELECT id FROM acc)),
  swept AS (
    SELECT ev.acc_id, ev.bun_id, ev.con_id,
           max(ev.mark) OVER (PARTITION BY ev.acc_id ORDER BY ev.bundle_key, ev.mark IS NOT NULL
                              ROWS UNBOUNDED PRECEDING) AS start_mark,
           max(ev.mark) OVER (PARTITION BY ev.acc_id ORDER BY ev.bundle_key, ev.mark IS NULL
                              ROWS UNBOUNDED PRECEDING) AS end_mark
      FROM ev)
  SELECT s.acc_id, s.bun_id, s.con_id, acc.currency_name,
         acc.chip_rate::text, acc.rate::text,
         COALESCE(s.start_mark[2], 0)::text,
         COALESCE(s.end_mark[2], 0)::text,
         COALESCE(t.transfers_sum, 0)::text
    FROM swept s
    JOIN acc ON acc.id = s.acc_id
    LEFT JOIN ledger_bundle_totals t ON t.account_record_id = s.acc_id AND t.bundle_key = s.bun_id
   WHERE s.bun_id IS NOT NULL
   ORDER BY s.bun_id, s.acc_id;
END $$;
