import { ru } from '@fund/shared/i18n';

/** Texts of /history, loaded with it (not with the dashboard's first view). */
export const t = {
  loadFailed: { history: 'Не удалось загрузить историю.' },
  retry: ru.common.retry,
  sections: ru.shell.sections,
  history: {
    room: ru.words.room,
    allRooms: 'Все румы',
    period: ru.words.period,
    allTime: ru.words.allTime,
    currentBundle: 'Текущий пакет',
    fundTypes: 'Типы средств',
    personalFunds: ru.words.personalFunds,
    transfers: ru.words.transfers,
    count: 'Записей',
  },
} as const;
