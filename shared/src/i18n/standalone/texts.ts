/**
 * A remote run by itself (`renderStandalone`): its own sign-in, against the API its dev server
 * proxies. Apart from `ru`, so that the host's first view does not carry dev-only words.
 */
export const standaloneTexts = {
  title: 'Вход для разработки раздела',
  signedIn: 'Отдельный запуск раздела',
  apiDown: 'Не удалось войти: API недоступен (запущен ли он? см. docs/deploy.md).',
};
