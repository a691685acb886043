import type { Db } from '../types';
import type { SeededUsers } from './users';

const LEVELS = ['Начальный', 'Средний', 'Продвинутый', 'Профессиональный'];
const AUTHORS = [
  'Алексей Громов',
  'Ирина Белова',
  'Павел Рябов',
  'Максим Лебедев',
  'Ольга Зайцева',
  'Денис Фролов',
];
const TAGS = [
  'Префлоп',
  'Постфлоп',
  'ICM',
  'Финальный стол',
  'Баунти',
  'Разбор раздач',
  'Ранняя стадия',
  'Пузырь',
  'Психология',
  'Банкролл',
];
const CLIPS = ['clip-testsrc.webm', 'clip-bars.webm', 'clip-mandelbrot.webm', 'clip-life.webm'];

/** [title, description, level index, author indexes, tag indexes]. */
type DemoVideo = [string, string, number, number[], number[]];

const VIDEOS: DemoVideo[] = [
  [
    'Открытие с раннего стека: базовые диапазоны',
    'Какие руки открывать с 40+ бб из ранних позиций и почему.',
    0,
    [0],
    [0, 6],
  ],
  [
    '3-бет против позднего опена',
    'Строим диапазон 3-бета на баттоне и блайндах против CO и BTN.',
    1,
    [1],
    [0],
  ],
  [
    'Игра на пузыре: давление большим стеком',
    'Как чиплидеру использовать ICM-давление на пузыре турнира.',
    2,
    [2],
    [2, 7],
  ],
  [
    'Финальный стол: выплаты и риск-премия',
    'Считаем риск-премию и корректируем колл-диапазоны на финалке.',
    3,
    [2, 3],
    [2, 3],
  ],
  ['Контбет в однорейзовых банках', 'Частоты и сайзинги контбета в позиции и без неё.', 1, [3], [1]],
  ['Баунти-турниры: как считать шансы банка', 'Учёт стоимости баунти при колле олл-ина.', 2, [4], [4]],
  [
    'Разбор раздач учеников: ноябрьская сессия',
    'Разбираем присланные раздачи: ошибки на терне и ривере.',
    1,
    [0, 1],
    [5],
  ],
  ['Защита большого блайнда', 'Колл-диапазоны ББ против мин-рейза с разных позиций.', 0, [1], [0]],
  [
    'Чек-рейз на флопе: когда и зачем',
    'Строим сбалансированный диапазон чек-рейза на сухих и мокрых досках.',
    2,
    [3],
    [1],
  ],
  ['Тильт и дисциплина за столом', 'Практические приёмы, чтобы не терять деньги после бэдбита.', 0, [5], [8]],
  ['Управление банкроллом для МТТ', 'Сколько бай-инов нужно и когда спускаться по лимитам.', 0, [5], [9]],
  ['Стадия поздней регистрации', 'Как играть короткий стек после перезахода.', 1, [0], [6]],
  ['Пуш-фолд на 10-15 бб', 'Таблицы пуша и колла, отклонения против живых игроков.', 1, [2], [0, 7]],
  [
    'Ривер-блеф: выбор комбинаций',
    'Какие руки превращать в блеф на ривере и почему блокеры важны.',
    2,
    [1, 3],
    [1],
  ],
  [
    'Прогрессивный нокаут: стратегия на ранней стадии',
    'Почему в PKO стоит шире коллировать олл-ины коротких стеков.',
    2,
    [4],
    [4, 6],
  ],
  ['Хедз-ап на финальном столе', 'Агрессия без позиции и защита в хедз-апе.', 3, [2], [3]],
  ['Разбор раздач: игра против регуляров', 'Типичные линии регуляров и эксплойт против них.', 2, [0], [5]],
  ['Лимп с баттона: миф или стратегия', 'Когда лимп выгоднее открытия рейзом.', 1, [3], [0]],
  ['Донк-бет в мультипотах', 'Редкая, но полезная линия в многосторонних банках.', 3, [1], [1]],
  ['Подготовка к сессии и разминка', 'Чек-лист перед игрой: настройки, цели, лимит времени.', 0, [5], [8]],
  ['ICM на сателлитах', 'Почему фолд с тузами бывает правильным на сателлите.', 2, [2], [2, 7]],
  ['Овербет на терне', 'Поляризованные диапазоны и выбор размера ставки.', 3, [3], [1]],
  [
    'Игра короткого стека на финалке',
    'Как выживать и удваиваться с 8 бб на финальном столе.',
    2,
    [0, 2],
    [3],
  ],
  [
    'Разбор раздач: ошибки на префлопе',
    'Самые частые префлоп-ошибки учеников и как их исправить.',
    0,
    [1],
    [0, 5],
  ],
  ['Сквиз: теория и практика', 'Сквиз против опена и колла: размеры и диапазоны.', 2, [4], [0]],
  ['Мисдро: чем опасны ошибки ввода', 'Разбираем случаи ошибочных действий и их последствия.', 0, [5], [8]],
  ['Баунти на финальном столе', 'Как сочетать ICM и стоимость баунти.', 3, [4, 2], [3, 4]],
  ['Флоты и задержанный контбет', 'Линия чек-бэк флопа и ставка на терне.', 1, [3], [1]],
  [
    'Ранняя стадия: набираем стек без риска',
    'Спекулятивные руки и игра сетов глубокими стеками.',
    0,
    [0],
    [6],
  ],
  ['Разбор раздач: бабл-фактор', 'Ошибки на пузыре в реальных турнирах учеников.', 2, [2, 1], [5, 7]],
  ['Игра против лимперов', 'Изолейт-рейзы и их размеры против слабых игроков.', 1, [1], [0]],
  ['Вариантность и ожидания', 'Как понимать даунстрики и не менять стратегию из-за них.', 1, [5], [8, 9]],
  [
    'Блокирующие ставки без позиции',
    'Маленькая ставка на ривере как защита от дорогих решений.',
    2,
    [3],
    [1],
  ],
  [
    'Турбо-турниры: адаптация стратегии',
    'Быстрые блайнды: где расширять пуши и сужать коллы.',
    1,
    [0],
    [0, 6],
  ],
  ['Итоги месяца: лучшие раздачи команды', 'Выборка интересных раздач команды за месяц.', 1, [0, 1, 2], [5]],
  ['Сделки на финальном столе', 'Когда соглашаться на чоп и как считать ICM-сделку.', 3, [2], [2, 3]],
];

/** Inserts the names in order; their ids in the same order. */
async function insertNames(
  db: Db,
  table: 'video_authors' | 'video_tags',
  names: string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const row = await db.one<{ id: number }>(`INSERT INTO ${table} (name) VALUES ($1) RETURNING id`, [name]);
    ids.push(row!.id);
  }
  return ids;
}

/** A few dozen training videos, each on one of the shipped clips, with some views and ratings. */
export async function seedVideo(db: Db, users: SeededUsers): Promise<void> {
  const levelIds: number[] = [];
  for (const [sort, name] of LEVELS.entries()) {
    const row = await db.one<{ id: number }>(
      'INSERT INTO video_levels (name, sort) VALUES ($1, $2) RETURNING id',
      [name, sort],
    );
    levelIds.push(row!.id);
  }
  const authorIds = await insertNames(db, 'video_authors', AUTHORS);
  const tagIds = await insertNames(db, 'video_tags', TAGS);
  const start = Date.UTC(2024, 0, 15, 12);
  const step = 19 * 24 * 3600 * 1000;
  const videoIds: number[] = [];
  for (const [index, [title, description, level, authors, tags]] of VIDEOS.entries()) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO videos (title, title_search, description, min_level_id, recorded_datetime, file_name)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        title,
        title.toLowerCase(),
        description,
        levelIds[level],
        new Date(start + index * step),
        CLIPS[index % CLIPS.length],
      ],
    );
    const id = row!.id;
    videoIds.push(id);
    await db.query('INSERT INTO video_author_links (video_id, author_id) SELECT $1, unnest($2::int[])', [
      id,
      authors.map((a) => authorIds[a]),
    ]);
    await db.query('INSERT INTO video_tag_links (video_id, tag_id) SELECT $1, unnest($2::int[])', [
      id,
      tags.map((t) => tagIds[t]),
    ]);
  }
  // Other students watched and rated most videos (the three newest have none yet);
  // 'player' starts with none watched.
  const raters = ['dmitry.sokolov', 'anna.kuznetsova', 'sergey.volkov']
    .map((name) => users[name])
    .filter(Boolean);
  for (const [r, userId] of raters.entries()) {
    for (const [index, videoId] of videoIds.slice(0, -3).entries()) {
      if ((index + r) % 3 === 0) continue;
      await db.query(
        `INSERT INTO video_user_state (user_id, video_id, watched, watched_at, rating, rated_at)
         VALUES ($1, $2, true, now(), $3, now())`,
        [userId, videoId, 3 + ((index + r) % 3)],
      );
    }
  }
}
