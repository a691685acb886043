-- Results with their money formulas in SQL (issue 11, docs/performance.md "API throughput"): the
-- formulas of docs/accounting.md on every (account, bundle) pair of account_bundle_rows
-- (migration 075), rounded half away from zero per part exactly as the TypeScript helpers do
-- (`round(numeric, n)`), so the routes sum a few rows per currency instead of parsing and
-- multiplying hundreds of decimal strings in JavaScript. The property test
-- api/test/routes/accounting/totals.property.test.ts checks both against the old computation.
--   result = end − start − transfers (chips), value = round(result × chip_rate, 2),
--   usd = round(value × rate, 2); balances and transfers shown rounded to 2 decimals.
-- PL/pgSQL: its plan is cached per connection (PGlite re-plans every plain query).

-- account_bundle_rows of migration 075, lighter: the sweep's marks are the report ids alone (an
-- integer running max instead of max over [id, balance] numeric arrays; ids are unique, so the
-- same report wins) and the two balances are read by primary key afterwards.
CREATE OR REPLACE FUNCTION account_bundle_rows(p_user integer, p_bundles integer[])
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
           NULL::integer AS mark
      FROM acc CROSS JOIN bun
    UNION ALL
    SELECT l.account_record_id, l.bundle_key, NULL, NULL, l.report_id
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
         COALESCE(bs.balance, 0)::text,
         COALESCE(be.balance, 0)::text,
         COALESCE(t.transfers_sum, 0)::text
    FROM swept s
    JOIN acc ON acc.id = s.acc_id
    LEFT JOIN balance_reports bs ON bs.id = s.start_mark
    LEFT JOIN balance_reports be ON be.id = s.end_mark
    LEFT JOIN ledger_bundle_totals t ON t.account_record_id = s.acc_id AND t.bundle_key = s.bun_id
   WHERE s.bun_id IS NOT NULL
   ORDER BY s.bun_id, s.acc_id;
END $$;

CREATE FUNCTION account_bundle_results(p_user integer, p_bundles integer[])
RETURNS TABLE (account_record_id integer, bundle_id integer, contract_id integer, currency_name text,
               rate numeric, start_balance text, end_balance text, transfers_sum text, result text,
               value numeric, usd numeric)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT r.account_record_id, r.bundle_id, r.contract_id, r.currency_name, r.rate::numeric,
         round(r.start_balance::numeric, 2)::text, round(r.end_balance::numeric, 2)::text,
         round(r.transfers_sum::numeric, 2)::text, round(x.result, 2)::text,
         v.value, round(v.value * r.rate::numeric, 2)
    FROM account_bundle_rows(p_user, p_bundles) r
   CROSS JOIN LATERAL (SELECT r.end_balance::numeric - r.start_balance::numeric
                              - r.transfers_sum::numeric AS result) x
   CROSS JOIN LATERAL (SELECT round(x.result * r.chip_rate::numeric, 2) AS value) v;
END $$;

-- The bundle new movements belong to (bundles.ts currentBundle), as an array for the functions above.
CREATE FUNCTION current_bundle_ids(p_user integer) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT b.id FROM bundles b JOIN contracts c ON c.id = b.contract_id
                WHERE c.user_id = p_user ORDER BY c.start_datetime DESC, c.id DESC, b.number DESC LIMIT 1)
$$;

-- Σ per currency of those pairs, grouped per bundle ('bundle'), per contract ('contract') or all
-- together ('all', group 0); within a group the currencies come in the order of their first
-- (bundle, account) pair, as the routes always listed them. value and usd are exact sums of
-- 2-decimal parts; rate is the currency's forex rate to 4 decimals.
CREATE FUNCTION result_currencies(p_user integer, p_bundles integer[], p_group text)
RETURNS TABLE (group_id integer, currency_name text, rate text, value text, usd text)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT g.group_id, g.currency_name, round(min(g.rate), 4)::text, round(sum(g.value), 2)::text,
         round(sum(g.usd), 2)::text
    FROM (SELECT CASE p_group WHEN 'bundle' THEN r.bundle_id WHEN 'contract' THEN r.contract_id ELSE 0 END
                   AS group_id, r.*
            FROM account_bundle_results(p_user, p_bundles) r) g
   GROUP BY g.group_id, g.currency_name
   ORDER BY g.group_id, min(ARRAY[g.bundle_id, g.account_record_id]);
END $$;

-- The cash flow page merges each account's newest rows (balances-service.ts listCashFlows): the
-- index gives them in (created, id) order without a sort.
CREATE INDEX cash_flows_account_page_idx ON cash_flows (account_record_id, created_datetime, id);
DROP INDEX cash_flows_account_idx;

-- The user behind a token, read on every request (plugins/auth.ts): PL/pgSQL so PGlite, which
-- plans every plain query anew, keeps this plan (about a third of the cost per request there).
CREATE FUNCTION auth_user(p_user integer)
RETURNS TABLE (id integer, username text, is_curator boolean, permissions text[])
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT u.id, u.username, u.is_curator,
         ARRAY(SELECT p.permission FROM user_permissions p WHERE p.user_id = u.id ORDER BY p.permission)
    FROM users u WHERE u.id = p_user AND u.is_active;
END $$;
