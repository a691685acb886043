/** A remote built against a `@fund/shared` the host does not provide (shared-skew.ts): not an outage. */
export const sectionNeedsNewShell = 'Раздел обновляется: нужна новая версия оболочки. Обновите страницу.';
/** A staff member's preview of one remote in this tab (releases.ts). */
export const previewOn = (remote: string, url: string) =>
  `Предпросмотр: раздел «${remote}» загружается из ${url} (только в этой вкладке; выйти — ?preview=off).`;
/** A preview not allowed: not staff, an unknown remote, or an origin not in the list. */
export const previewRefused =
  'Предпросмотр не открыт: адрес не из разрешённых источников или нет доступа к бэк-офису.';
