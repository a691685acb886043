/** The installed app's update prompt (update-prompt.tsx): loaded with it, after the page is up. */
export const t = {
  update: {
    available: 'Вышла новая версия кабинета.',
    apply: 'Обновить',
  },
} as const;
