import { exportTexts } from '@fund/shared/i18n/exports';
import type { FirstEvent } from '@fund/shared/ui';
import { ExportMenu } from '@fund/shared/ui/export-menu';
import { useEffect, useRef } from 'react';

/** A file name of the exports' dictionary (`transfersFile`, `depositRequestsFile`…). */
type ExportFileKey = {
  [K in keyof typeof exportTexts]: (typeof exportTexts)[K] extends string ? K : never;
}[keyof typeof exportTexts];

export interface OwnExportProps {
  /** The export route (docs/api.md "Exports"). */
  path: string;
  /** The table's filters as the route's query (`format` is added by the menu). */
  query?: Record<string, string>;
  /** The file's name when the server's cannot be read: a key of the exports' dictionary. */
  file: ExportFileKey;
}

/**
 * The shared «Экспорт» menu with the exports' dictionary, loaded on the first use of its stub
 * (./export-menu.tsx): the menu's own button gets the focus and the stub's first click again, so
 * the menu opens at once (as `useReplay` does for a light control).
 */
export function LoadedExportMenu({ path, query = {}, file, first }: OwnExportProps & { first: FirstEvent }) {
  const box = useRef<HTMLSpanElement>(null);
  const replayed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first event only, on mount
  useEffect(() => {
    const button = box.current?.querySelector('button');
    if (!button || replayed.current) return;
    replayed.current = true;
    button.focus();
    if (first.kind === 'click') button.click();
  }, []);
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <ExportMenu path={path} query={query} fallbackName={exportTexts[file]} />
    </span>
  );
}
