import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` of a named export: the dialogs, whose code loads when one first opens, and with it
 * the Mantine inputs only dialogs render (NumberInput, Textarea, Checkbox…: the late curated
 * module, scripts/webpack/curated.js), which the dashboard's first view then does not carry.
 * Render it inside a `<Suspense>`.
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
