import { ru } from '@fund/shared/i18n';

/**
 * Texts of the player's sections other than the dashboard (each of the dashboard's features has its
 * own `texts.ts` over the shared `ui/texts.ts`); the history's and the team's are their features'
 * own (features/history/texts.ts, features/team/texts.ts): this module is in the dashboard's first view.
 */
export const t = {
  loadFailed: {
    onboarding: 'Не удалось загрузить анкету.',
  },
  retry: ru.common.retry,
  sections: ru.shell.sections,
  uploads: {
    title: 'Загрузка истории рук',
    lastMonth: 'прошлый месяц',
    intro: (month: string) => `Загрузите архивы .zip с историей рук за ${month}. Срок — до 5-го числа.`,
    introOverdue: (month: string) =>
      `Загрузите архивы .zip с историей рук за ${month}: просрочено, срок был до 5-го числа.`,
    reminder: (month: string) => `Ждём историю рук за ${month}.`,
    reminderOverdue: (month: string) => `История рук за ${month} просрочена.`,
    open: 'Загрузить историю рук',
    progress: 'Прогресс загрузки',
    allSent: 'Все файлы отправлены.',
    closeAfter5th: 'Закрыть окно можно после 5-го числа месяца.',
    reset: 'Сбросить',
    send: ru.words.send,
    close: ru.common.close,
    pickZip: 'Выберите архив .zip',
    received: 'Получено',
    noHands: 'Нет рук',
    noScreenshots: 'Нет скриншотов',
    rows: {
      h2n: 'H2N',
      ggnetwork: 'GG/PP: история рук',
      ggsummary: 'GG: саммари турниров',
      ggscreen: 'GG: скриншоты',
    },
  },
  onboarding: {
    datePlaceholder: 'дд.мм.гггг',
    nothingFound: 'Ничего не найдено',
  },
} as const;
