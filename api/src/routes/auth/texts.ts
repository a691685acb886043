/** Russian answers of the sessions and the activity log (issue 41); docs/security.md lists them. */
export const SECURITY_TEXT = {
  sessionNotFound: 'Сеанс не найден.',
  noCurrentSession: 'Не удалось определить текущий сеанс: выйдите и войдите снова.',
} as const;
