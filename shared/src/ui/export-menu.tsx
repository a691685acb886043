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
