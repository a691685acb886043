/** A remote built against a `@fund/shared` the host does not provide (shared-skew.ts): not an outage. */
export const sectionNeedsNewShell = 'Раздел обновляется: нужна новая версия оболочки. Обновите страницу.';
