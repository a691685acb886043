import * as v from 'valibot';
import { REMOTE_NAMES } from '../contracts';
import { body, int, messages } from './common';

/** How a load of a remote's page ended in the host (host/src/lib/remotes/remote-registry.ts). */
const OUTCOMES = ['loaded', 'failed', 'timeout', 'refused'] as const;
export type RemoteLoadOutcome = (typeof OUTCOMES)[number];

/** The longest load a report may carry (10 minutes; the host gives up after 15 s). */
const MAX_MS = 600_000;

/**
 * POST /api/metrics/remote-loads/: one load of a remote's page, its time in milliseconds and how
 * it ended. The remote is one of the known names, so the metric's labels stay bounded.
 */
export const remoteLoadSchema = body({
  remote: v.picklist(REMOTE_NAMES, messages.invalidValue),
  outcome: v.picklist(OUTCOMES, messages.invalidValue),
  ms: int(0, MAX_MS, messages.invalidValue),
});
export type RemoteLoadReport = v.InferOutput<typeof remoteLoadSchema>;

/** Its answer: nothing, once counted. */
export const remoteLoadAnswer = v.strictObject({});
