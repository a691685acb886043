import { ru } from '@fund/shared/i18n';

const { words } = ru;
const authors = 'Авторы';
const tags = 'Теги';

/** Texts of the video remote; the spec's wording where it gives one (ru.video.empty). */
export const t = {
  title: ru.shell.sections.video,
  empty: ru.video.empty,
  listError: 'Не удалось загрузить список видеозаписей',
  filters: {
    authors,
    tags,
    levels: 'Уровни',
    search: 'Поиск по названию',
    searchPlaceholder: 'Название видео',
    sort: words.sort,
    newest: 'Сначала новые',
    oldest: 'Сначала старые',
    show: words.show,
    all: words.all,
    watched: 'Просмотренные',
    fresh: 'Новые',
    reset: words.resetFilters,
    any: words.all,
  },
  pageSize: words.perPage,
  total: words.total,
  watched: 'Просмотрено',
  noRatings: 'Оценок пока нет',
  average: (avg: number, n: number) => `Средняя оценка: ${avg.toFixed(1)} (${n})`,
  recorded: 'Дата записи',
  authors,
  tags,
  level: 'Уровень',
  back: 'К списку видео',
  markWatched: 'Отметить просмотренным',
  markUnwatched: 'Снять отметку о просмотре',
  yourRating: 'Ваша оценка',
  infoError: 'Не удалось загрузить видеозапись',
  streamError: 'Не удалось воспроизвести видео',
} as const;
