import { FirstUse } from '@fund/shared/ui';
import { Button } from '@mantine/core';
import type { OwnExportProps } from './export-menu-loaded';
import { t } from './texts';

/**
 * «Экспорт» beside a dashboard table (issue 40): the shared menu (@fund/shared/ui/export-menu), its
 * download code and the exports' dictionary load on the first click (a pointer over it or the
 * focus starts the download), so the dashboard's first view does not carry them (its bundle budget,
 * e2e/tests/bundle-budget.spec.ts). Until then the same button is drawn alone.
 */
export function LazyExportMenu(props: OwnExportProps) {
  return (
    <FirstUse
      load={() => import('./export-menu-loaded').then((m) => m.LoadedExportMenu)}
      stub={({ ask, preload }) => (
        <Button
          variant="default"
          data-testid="export-menu"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => ask({ kind: 'click' })}
        >
          {t.exportButton}
        </Button>
      )}
    >
      {(LoadedExportMenu, first) => <LoadedExportMenu {...props} first={first} />}
    </FirstUse>
  );
}
