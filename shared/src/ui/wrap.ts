import type { CSSProperties } from 'react';

/**
 * Style of user-written text (notes, topics, messages, comments): keeps its line breaks and
 * breaks a long unbroken word anywhere, so it never runs out of its card or dialog.
 */
export const WRAP_TEXT: CSSProperties = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  minWidth: 0,
};
