import { ru } from '@fund/shared/i18n';

/** Texts of the back-office remote (issue 16; the spec has no wording for the staff side). */
export const t = {
  common: ru.common,
  total: (n: number) => `Всего: ${n}`,
  conflictTitle: 'Уже обработано',
  conflict: 'Другой сотрудник уже обработал эту запись. Список обновлён.',
  nav: {
    label: 'Страницы бэк-офиса',
    queues: 'Очереди',
    messages: 'Системные сообщения',
    people: 'Пользователи',
    audit: 'Журнал действий',
  },
} as const;
