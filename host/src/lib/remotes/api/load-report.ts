import { api } from '@fund/shared/api';
import type { RemoteLoadReport } from '@fund/shared/schemas/remote-loads';

/**
 * One remote load's time and outcome, for the API's metrics (`remote_load_seconds`). Best effort:
 * a report that fails is dropped, never retried or shown.
 */
export function reportRemoteLoad(report: RemoteLoadReport): void {
  api.post('/api/metrics/remote-loads/', report, { silent: true }).catch(() => undefined);
}
