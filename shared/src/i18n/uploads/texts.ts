/**
 * The server's and the dialog's messages about a hand upload's file (docs/uploads.md), apart from ru.ts
 * so that the host's first view does not carry them (the bundle budget): schemas/uploads.ts reads them.
 */
export const uploadsTexts = {
  notZip: 'Файл не является ZIP-архивом',
  onlyZip: 'Принимаются только файлы .zip',
  damaged: 'Архив повреждён или обрезан: не удалось прочитать его содержимое',
  tooLarge: (mb: number) => `Файл больше ${mb} МБ`,
  empty: 'Файл пустой',
  tooManyEntries: (entries: number) => `В архиве больше ${entries} файлов`,
  tooBigUncompressed: (mb: number) => `Распакованный архив больше ${mb} МБ`,
  bomb: 'Архив сжат подозрительно сильно (похоже на zip-бомбу)',
  badName: 'Недопустимое имя файла в архиве',
  encrypted: 'Архив защищён паролем',
  symlink: 'Архив содержит символическую ссылку',
  nested: 'Архив содержит другой архив: распакуйте его и отправьте файлы',
  mismatch: 'Оглавление архива не совпадает с его содержимым',
  oneFile: 'Можно отправить только один файл',
  type: 'Недопустимая категория файлов',
  notExpected: 'Файлы этой категории за этот месяц уже получены или не ожидаются',
};
