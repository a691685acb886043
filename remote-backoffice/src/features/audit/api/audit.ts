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
