import { auditTexts, exportTexts } from '@fund/shared/i18n/exports';
import type { AuditExportQuery, AuditRow } from '@fund/shared/schemas/backoffice';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/types';
import { type ExportColumn, exportPeriod, sendTable } from '../../../lib/table-export';
import { auditPages } from './repository';

const a = auditTexts;

/** A before/after state as JSON text (the page shows it field by field; the file keeps it whole). */
const state = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const COLUMNS: ExportColumn<AuditRow>[] = [
  { header: a.when, width: 20, value: (row) => new Date(row.created_at) },
  { header: a.actor, width: 18, value: (row) => row.actor.username },
  { header: exportTexts.payoutColumns.player, width: 18, value: (row) => row.player?.username ?? null },
  { header: a.action, width: 28, value: (row) => a.actions[row.action] ?? row.action },
  { header: a.entity, width: 24, value: (row) => a.entities[row.entity] ?? row.entity },
  { header: a.entityId, width: 14, value: (row) => String(row.entity_id) },
  { header: a.before, width: 40, value: (row) => state(row.before) },
  { header: a.after, width: 60, value: (row) => state(row.after) },
];

/**
 * The audit log as a file (issue 40): the list's filters (days in UTC as the list's), newest
 * first, the states before and after as JSON.
 */
export function sendAuditExport(
  reply: FastifyReply,
  db: Db,
  query: AuditExportQuery,
  now: Date,
): FastifyReply {
  const period = exportPeriod(query, now.toISOString().slice(0, 10));
  const { format, ...filters } = query;
  return sendTable(reply, {
    format,
    name: `${exportTexts.auditFile}_${period}`,
    asciiName: `audit_${period}`,
    sheet: exportTexts.auditFile,
    columns: COLUMNS,
    pages: auditPages(db, filters),
  });
}
