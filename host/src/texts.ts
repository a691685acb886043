import { ru } from '@fund/shared/i18n';

/** Texts of the host (shell, login, start); the shared dictionary's wording where it has one. */
export const t = {
  ...ru.shell,
  login: {
    ...ru.login,
    serverDown: 'Не удалось войти: сервер недоступен. Попробуйте позже.',
  },
  retry: ru.common.retry,
  sectionUnavailable: ru.common.sectionUnavailable,
  tryLater: 'Попробуйте ещё раз через минуту. Остальные разделы работают.',
  startFailed: 'Не удалось загрузить кабинет.',
  needsAttention: ru.words.needsAttention,
  awaitingDecision: 'Ожидают решения',
  sectionsNav: 'Разделы',
  menu: 'Меню',
  /** The user menu's «Безопасность» (issue 41); the page's own texts: features/security/texts.ts. */
  security: 'Безопасность',
} as const;
