-- Results with their money formulas in SQL (issue 11, docs/performance.md "API throughput"): the
-- formulas of docs/accounting.md on every (account, bundle) pair of account_bundle_rows
-- (migration 075), rounded half away from zero per part exactly as the TypeScript helpers do
-- (`round(numeric, n)`), so the routes sum a few rows per currency instead of parsing and
-- multiplying hundreds of decimal strings in JavaScript. The property test
-- api/test/routes/accounting/totals.property.test.ts checks both against the old computation.
--   result = end − start − transfers (chips), value = round(result × chip_rate, 2),
--   usd = round(value × rate, 2); balances and transfers shown rounded to 2 decimals.
-- PL/pgSQL: its plan is cached per connection (PGlite re-plans every plain query).
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
