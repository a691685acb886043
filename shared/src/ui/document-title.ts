import { useEffect } from 'react';
import { ru } from '../i18n/ru';

/** The browser tab names the page: 'История — Личный кабинет'. */
export const documentTitle = (pageTitle: string): string => `${pageTitle} — ${ru.login.title}`;

/** Sets the tab title of a page while it is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
