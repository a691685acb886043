import * as v from 'valibot';
import { int } from './answer';

/** Answer (`data`) of the team table (spec 02 §2-§3): headers and rows as stored. */

const teamHeader = v.strictObject({ key: v.string(), title: v.string() });
export type TeamHeader = v.InferOutput<typeof teamHeader>;
const teamCell = v.union([v.string(), v.number(), v.null()]);
export type TeamCell = v.InferOutput<typeof teamCell>;
/** A row: its id and colour, and one cell per header key. */
const teamRow = v.objectWithRest({ id: int, color: v.nullable(v.string()) }, teamCell);

/** GET /api/users/team/. */
export const teamTable = v.strictObject({ headers: v.array(teamHeader), table_data: v.array(teamRow) });
export type TeamTable = v.InferOutput<typeof teamTable>;
export type TeamRow = TeamTable['table_data'][number];
