import type { EvAnalysis } from '@fund/shared/schemas/curator';
import type { Db } from '../../db/types';

/** The EV table (rows by period) and the chart of EV against the actual result, per period. */
export async function evAnalysis(db: Db, playerId: number): Promise<EvAnalysis> {
  const user = await db.one<{ username: string }>('SELECT username FROM users WHERE id = $1', [playerId]);
  const chart = await db.query<{ period: string; ev: string; actual: string }>(
    `SELECT to_char(period, 'YYYY-MM-DD') AS period, sum(ev_value)::text AS ev, sum(actual_value)::text AS actual
       FROM ev_cells WHERE player_id = $1 GROUP BY period ORDER BY period`,
    [playerId],
  );
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM ev_rows ORDER BY sort, id');
  const cells = await db.query<{ row_id: number; period: string; ev_value: string; nm: number }>(
    `SELECT row_id, to_char(period, 'YYYY-MM-DD') AS period, ev_value::text AS ev_value, nm
       FROM ev_cells WHERE player_id = $1`,
    [playerId],
  );
  const byCell = new Map(cells.map((c) => [`${c.row_id}:${c.period}`, c]));
  return {
    username: user?.username ?? '',
    columns: chart.map(({ period }) => ({ period })),
    rows: rows.map((row) => ({
      ...row,
      cells: chart.map(({ period }) => {
        const cell = byCell.get(`${row.id}:${period}`);
        return cell ? { ev_value: cell.ev_value, nm: cell.nm } : null;
      }),
    })),
    chart,
  };
}
