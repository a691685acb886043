import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { isSelectable } from '../lib/rating';
import type { GridRow } from '../lib/rows';
import { STORAGE } from './use-scheduler-state';

const isKeyList = (x: unknown): x is string[] => Array.isArray(x) && x.every((k) => typeof k === 'string');

/**
 * Selected tournaments by hash + day number (spec 02 §4), kept in local storage so a reload
 * restores them. Rows scored −2 (Forbidden) are never added.
 */
export function useSelection() {
  const [keys, setKeys] = useLocalStorage<string[]>({
    key: STORAGE.selection,
    defaultValue: [],
    getInitialValueInEffect: false,
    deserialize: (value) => {
      try {
        const parsed: unknown = value === undefined ? [] : JSON.parse(value);
        return isKeyList(parsed) ? parsed : [];
      } catch {
        return [];
      }
    },
  });
  const selected = useMemo(() => new Set(keys), [keys]);

  // Stable, so the memoised grid rows don't re-render when the selection changes elsewhere.
  const toggle = useCallback(
    (row: GridRow) => {
      if (!isSelectable(row.score)) return;
      setKeys((current) =>
        current.includes(row.key) ? current.filter((k) => k !== row.key) : [...current, row.key],
      );
    },
    [setKeys],
  );

  /** Selects every selectable row shown, or clears them when all are already selected. */
  const toggleAll = (rows: GridRow[]) => {
    const selectable = rows.filter((row) => isSelectable(row.score)).map((row) => row.key);
    setKeys((current) => {
      const set = new Set(current);
      const all = selectable.every((k) => set.has(k));
      for (const k of selectable) all ? set.delete(k) : set.add(k);
      return [...set];
    });
  };

  return { selected, toggle, toggleAll };
}
