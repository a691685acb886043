import { ru } from '@fund/shared/i18n';

/** Texts of /team, loaded with it (not with the dashboard's first view). */
export const t = {
  loadFailed: { team: 'Не удалось загрузить таблицу команды.' },
  retry: ru.common.retry,
  sections: ru.shell.sections,
  team: {
    copied: (value: string) => `Скопировано: ${value}`,
    copyFailed: 'Не удалось скопировать значение',
    search: ru.words.search,
    searchPlaceholder: 'Ник, сеть, куратор…',
    clickToCopy: 'Нажмите, чтобы скопировать',
  },
} as const;
