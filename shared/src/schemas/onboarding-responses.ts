import * as v from 'valibot';
import { int } from './answer';

/** Answers (`data`) of the onboarding form (`/api/users/newplayerformv2/`) and its lists. */

const formAccount = v.strictObject({
  room_id: int,
  room_name: v.string(),
  room_description: v.string(),
  room_account_id: int,
  account_record_id: int,
  room_account_name: v.string(),
  hasEmail: v.boolean(),
});
export type FormAccount = v.InferOutput<typeof formAccount>;
/** GET /api/users/newplayerformv2/: whether the gate is passed, and the accounts the form asks about. */
export const formState = v.strictObject({ form_completed: v.boolean(), accounts: v.array(formAccount) });
export type FormState = v.InferOutput<typeof formState>;
/** POST /api/users/newplayerformv2/. */
export const formSubmitted = v.strictObject({ form_completed: v.literal(true) });
export type FormSubmitted = v.InferOutput<typeof formSubmitted>;

/** GET /api/users/residenceregions/. */
export const residenceRegions = v.array(v.strictObject({ id: int, description: v.string() }));
export type ResidenceRegion = v.InferOutput<typeof residenceRegions>[number];
/** GET /api/geodata/countries/. */
export const countries = v.array(v.strictObject({ id: int, name: v.string() }));
export type Country = v.InferOutput<typeof countries>[number];
