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
