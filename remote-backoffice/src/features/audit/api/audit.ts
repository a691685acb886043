import { type AuditRow, BACKOFFICE_DEFAULT_PAGE_SIZE } from '@fund/shared/schemas/backoffice';
import { isIdText } from '@fund/shared/schemas/common';
import { listQuery } from '../../../api/keys';

export interface AuditFilters {
  actor: number | null;
  action: string;
  entity: string;
  entity_id: string;
  date_from: string;
  date_to: string;
  page: number;
}

export const auditListQuery = (f: AuditFilters) =>
  listQuery<AuditRow>('audit', {
    actor: f.actor ?? undefined,
    action: f.action,
    entity: f.entity,
    entity_id: isIdText(f.entity_id) ? f.entity_id : undefined,
    date_from: f.date_from,
    date_to: f.date_to,
    page: f.page,
    per_page: BACKOFFICE_DEFAULT_PAGE_SIZE,
  });

/** The audit log's export for staff (issue 40): the log's filters, CSV for Excel / CSV / XLSX. */
export const AUDIT_EXPORT_PATH = '/api/backoffice/audit/export/';

/** The filters as the export's query: what is set, no page. */
export function auditExportQuery(f: AuditFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.actor) out.actor = String(f.actor);
  if (f.action) out.action = f.action;
  if (f.entity) out.entity = f.entity;
  if (isIdText(f.entity_id)) out.entity_id = f.entity_id;
  if (f.date_from) out.date_from = f.date_from;
  if (f.date_to) out.date_to = f.date_to;
  return out;
}
