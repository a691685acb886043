import { migrate } from './src/db';
import { openPglite } from './src/db/pglite';
import { seedDemo } from './src/db/seed';
import { seedHeavy } from '../bench/api-http/seed';
(async () => {
  const db = await openPglite();
  await migrate(db); await seedDemo(db); const heavy = await seedHeavy(db);
  const t = async (name: string, sql: string, p: unknown[] = []) => { for (let i=0;i<5;i++) await db.query(sql, p); const s=performance.now(); for (let i=0;i<30;i++) await db.query(sql, p); console.log(name, ((performance.now()-s)/30).toFixed(2), 'ms'); };
  await t('floor', 'SELECT id, bundle_id, balance::text AS balance, created_at FROM balance_reports WHERE account_record_id = 30 ORDER BY id DESC LIMIT 20');
  await t('fn all', 'SELECT * FROM account_bundle_rows($1, NULL)', [heavy]);
  await t('fn one', 'SELECT * FROM account_bundle_rows($1, ARRAY[(SELECT max(b.id) FROM bundles b JOIN contracts c ON c.id=b.contract_id WHERE c.user_id=$1)])', [heavy]);
  await t('marks', 'SELECT ARRAY[l.report_id, l.balance] FROM balance_report_last l WHERE l.account_record_id IN (SELECT id FROM account_records WHERE user_id=$1)', [heavy]);
  await t('marks plain', 'SELECT l.report_id, l.balance FROM balance_report_last l WHERE l.account_record_id IN (SELECT id FROM account_records WHERE user_id=$1)', [heavy]);
  await t('select 1', 'SELECT 1');
  await t('floor', 'SELECT id, bundle_id, balance::text AS balance, created_at FROM balance_reports WHERE account_record_id = 30 ORDER BY id DESC LIMIT 20');
  await db.close();
})();
