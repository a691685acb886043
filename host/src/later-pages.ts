// The documents page and the 404: one chunk of their own, not in the dashboard's first view.
export { DocumentsPage } from './features/documents/documents-page';
export { NotFoundPage } from './features/not-found/not-found-page';
