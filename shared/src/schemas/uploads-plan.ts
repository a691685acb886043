// What the dashboard's hand-upload gate needs, apart from the upload's messages and schemas
// (schemas/uploads.ts, which re-exports it): the gate is in the player's first view, the messages
// only in the dialog and the API.

/** The four categories of the monthly hand upload, in the order they are sent (spec 01 §4). */
export const HH_CATEGORIES = ['h2n', 'ggnetwork', 'ggsummary', 'ggscreen'] as const;
export type HhCategory = (typeof HH_CATEGORIES)[number];

/** Progress after each category's call: 20, 40, 60, 80; then the complete state (spec 01 §9). */
export const HH_PROGRESS_STEPS = [20, 40, 60, 80] as const;

/** The dialog may be closed only after the 5th of the month (spec 01 §9). */
const HH_DEADLINE_DAY = 5;

/** `true` from the 6th of the month on (local calendar day of `now`). */
export function canCloseHandUpload(now: Date): boolean {
  return now.getDate() > HH_DEADLINE_DAY;
}
