import { exportTexts } from '@fund/shared/i18n/exports';
import type { ExportFormat } from '@fund/shared/schemas/common';
import type { HomeworkFilter } from '@fund/shared/schemas/curator';
import type { HomeworkRow } from '@fund/shared/schemas/curator-rows';
import { SETTLEMENT_TEXT as settlementTexts } from '@fund/shared/schemas/settlement';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/types';
import { type ExportColumn, sendTable } from '../../lib/table-export';
import { listHomework } from './repository';

const h = exportTexts.homework;
const yesNo = (value: boolean) => (value ? settlementTexts.yes : settlementTexts.no);

const COLUMNS: ExportColumn<HomeworkRow>[] = [
  { header: h.topic, width: 40, value: (row) => row.topic },
  { header: h.player, width: 18, value: (row) => row.player.username },
  { header: h.curator, width: 18, value: (row) => row.curator.username },
  { header: h.created, width: 20, value: (row) => new Date(row.created_datetime) },
  { header: h.deadline, width: 20, value: (row) => new Date(row.deadline) },
  { header: h.completed, width: 12, value: (row) => yesNo(row.is_completed) },
  { header: h.closed, width: 12, value: (row) => yesNo(row.is_closed) },
  { header: h.overdue, width: 12, value: (row) => yesNo(row.is_overdue) },
  { header: h.messages, width: 12, value: (row) => String(row.messages.length) },
];

/** Tasks an export query reads at a time. */
const EXPORT_PAGE = 500;

/** The list's own pages (its order, deadline first, by its cursor), `EXPORT_PAGE` tasks at a time. */
async function* homeworkPages(
  db: Db,
  viewerId: number,
  now: Date,
  params: { filter: HomeworkFilter; playerIds: number[] },
): AsyncGenerator<HomeworkRow[]> {
  let after: { key: string; id: number } | undefined;
  for (;;) {
    const { data } = await listHomework(db, viewerId, now, {
      ...params,
      perPage: EXPORT_PAGE,
      page: 1,
      after,
    });
    if (data.length > 0) yield data;
    const last = data.at(-1);
    if (data.length < EXPORT_PAGE || !last) return;
    after = { key: new Date(last.deadline).toISOString(), id: last.id };
  }
}

/**
 * The homework list as a file (issue 40): the list's filters and access (checked by the route),
 * a row per task; named `домашние_задания_<today>` (the list has no period).
 */
export function sendHomeworkExport(
  reply: FastifyReply,
  db: Db,
  viewerId: number,
  now: Date,
  query: { format: ExportFormat; filter: HomeworkFilter; playerIds: number[] },
): FastifyReply {
  const today = now.toISOString().slice(0, 10);
  return sendTable(reply, {
    format: query.format,
    name: `${h.file}_${today}`,
    asciiName: `homework_${today}`,
    sheet: h.file,
    columns: COLUMNS,
    pages: homeworkPages(db, viewerId, now, { filter: query.filter, playerIds: query.playerIds }),
  });
}
