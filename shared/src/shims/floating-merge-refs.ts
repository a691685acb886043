// What Mantine's ScrollArea imports from @floating-ui/react (`useMergeRefs`), given by @mantine/hooks
// (scripts/webpack/create-config.js aliases it for ScrollArea alone). @floating-ui/react is one
// module: any import of it carries what Popover uses too (15 KB gz), and the dashboard's tables,
// drawn on the first view, scroll in a ScrollArea, while its popovers load on first use.
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** floating-ui's signature (one array of refs) over Mantine's (the refs as arguments). */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
