import { Button } from '@mantine/core';
import { useState } from 'react';
import { download } from '../api/download';
import { exportTexts } from '../i18n/exports/texts';
import type { ExportFormat } from '../schemas/common';
import { LightMenu } from './light-menu';

const t = exportTexts;

/** The menu's choices, in its order: Russian Excel's CSV first (what most users open the file with). */
const FORMATS: Array<{ format: ExportFormat; label: string; ext: string }> = [
  { format: 'csv-excel', label: t.csvExcel, ext: 'csv' },
  { format: 'csv', label: t.csv, ext: 'csv' },
  { format: 'xlsx', label: t.xlsx, ext: 'xlsx' },
];

interface Props {
  /** The export route (docs/api.md "Exports"). */
  path: string;
  /** The table's filters as the route's query parameters (`format` is added by the choice). */
  query: Record<string, string>;
  /** The file's name when the server's cannot be read (without the extension). */
  fallbackName: string;
}

/**
 * «Экспорт» beside a table's filters (issue 40): CSV для Excel / CSV / XLSX of the rows the
 * filters give, downloaded through the API client (the bearer token; a refusal is toasted).
 */
export function ExportMenu({ path, query, fallbackName }: Props) {
  const [busy, setBusy] = useState(false);
  const start = (format: ExportFormat, ext: string) => {
    setBusy(true);
    const search = new URLSearchParams({ ...query, format }).toString();
    download(`${path}?${search}`, `${fallbackName}.${ext}`)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <LightMenu
      target={
        <Button variant="default" loading={busy} data-testid="export-menu">
          {t.button}
        </Button>
      }
      items={FORMATS.map(({ format, label, ext }) => ({ label, onClick: () => start(format, ext) }))}
    />
  );
}

/** How many months the statement menu offers, the current one first. */
const STATEMENT_MONTHS = 12;

/** The last `STATEMENT_MONTHS` Moscow months ('YYYY-MM') from `now`'s, newest first, and their names. */
export function statementMonths(now: Date): Array<{ key: string; label: string }> {
  const moscow = new Date(now.getTime() + 3 * 3600_000);
  const name = new Intl.DateTimeFormat('ru', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: STATEMENT_MONTHS }, (_, back) => {
    const first = new Date(Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() - back, 1));
    const key = first.toISOString().slice(0, 7);
    const label = t.statementMonth(name.format(first), first.getUTCFullYear());
    return { key, label: back === 0 ? `${label} — ${t.openMonth}` : label };
  });
}

interface StatementProps {
  /** The statement route of a month 'YYYY-MM' (docs/api.md "Monthly statement"). */
  path: (month: string) => string;
  /** The short label (a table's row). */
  compact?: boolean;
}

/** «Выписка за месяц (PDF)» (issue 40): a month of the last twelve, downloaded as the server names it. */
export function StatementMenu({ path, compact = false }: StatementProps) {
  const [busy, setBusy] = useState(false);
  const start = (month: string) => {
    setBusy(true);
    download(path(month), `${t.statementFile}_${month}.pdf`)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <LightMenu
      target={
        <Button
          variant={compact ? 'light' : 'default'}
          size={compact ? 'compact-sm' : undefined}
          loading={busy}
          data-testid="statement-menu"
        >
          {compact ? t.statementShort : t.statement}
        </Button>
      }
      items={statementMonths(new Date()).map(({ key, label }) => ({ label, onClick: () => start(key) }))}
    />
  );
}
