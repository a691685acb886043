// Test-only helpers (component tests). Imported by *.test.tsx files only, never by app code, so
// no production bundle contains them.
export * from '@testing-library/react';
export { type Downloads, exportThroughMenu, fileAnswer, stubDownload } from './download';
export { badRequest, type Call, refusal, reply, stubNetwork } from './network';
export {
  createTestQueryClient,
  dialogFocused,
  renderWithProviders,
} from './render';
export { markedRequired } from './required';
export { sortClicks, sortedBy } from './table';
export { viewportWidth } from './viewport';
