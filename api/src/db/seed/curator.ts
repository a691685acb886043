import type { Db } from '../types';
import { OTHER_STUDENTS, type SeededUsers } from './users';

const DAY = 24 * 60 * 60 * 1000;

const NOTE_TYPES: [string, string][] = [
  ['Общее', 'blue'],
  ['Прогресс', 'green'],
  ['Проблема', 'red'],
  ['Разбор раздач', 'violet'],
  ['Дисциплина', 'orange'],
];

const NOTE_TEXTS = [
  'Стабильно отыгрывает ранние стадии, стек сохраняет.',
  'Слишком часто коллирует 3-бет без позиции, обсудили диапазоны.',
  'Разобрали 15 раздач с баббла, решения в целом верные.',
  'Пропустил две сессии на этой неделе, договорились о графике.',
  'Хороший прогресс в игре против лимперов.',
  'Тильтует после бэд-битов, рекомендую делать перерывы.',
  'Повысили лимит до $22 после стабильного месяца.',
  'Нужно больше работать над игрой на терне.',
];

const STAT_FIELDS: [string, string[]][] = [
  ['Префлоп', ['VPIP', 'PFR', '3-бет', 'Фолд на 3-бет']],
  ['Постфлоп', ['Контбет флоп', 'WTSD', 'W$SD']],
  ['Результаты', ['ROI, %', 'ABI, $', 'Турниров']],
];

const EV_ROWS = ['Олл-ины префлоп', 'Олл-ины на флопе', 'Олл-ины на терне и ривере'];

/** Deterministic variety without randomness, so demo data is the same on every seed. */
const wave = (i: number, spread: number) => Math.round(Math.sin(i * 1.7) * spread * 100) / 100;

async function seedNotes(db: Db, users: SeededUsers, now: number): Promise<void> {
  const types: number[] = [];
  for (const [index, [name, color]] of NOTE_TYPES.entries()) {
    const row = await db.one<{ id: number }>(
      'INSERT INTO note_types (name, color, sort) VALUES ($1, $2, $3) RETURNING id',
      [name, color, index],
    );
    types.push(row!.id);
  }
  const students = ['player', ...OTHER_STUDENTS];
  for (const [s, student] of students.entries()) {
    const count = student === 'player' ? 24 : 4;
    for (let i = 0; i < count; i++) {
      const author = i % 5 === 4 && s < 3 ? 'admin' : 'curator';
      await db.query(
        `INSERT INTO notes (player_id, note_type_id, text, created_by, created_datetime) VALUES ($1, $2, $3, $4, $5)`,
        [
          users[student],
          types[(i + s) % types.length],
          NOTE_TEXTS[(i + s) % NOTE_TEXTS.length],
          users[author],
          new Date(now - (i * 3 + s) * DAY),
        ],
      );
    }
  }
}

async function seedHomeworkStates(db: Db, users: SeededUsers, now: number): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY);
  const add = async (
    player: string,
    topic: string,
    deadline: number,
    state: 'open' | 'completed' | 'closed' | 'completed-closed',
  ) => {
    const completed = state === 'completed' || state === 'completed-closed';
    const closed = state === 'closed' || state === 'completed-closed';
    const row = await db.one<{ id: number }>(
      `INSERT INTO homework (topic, deadline, curator_id, player_id, is_completed, completed_datetime, is_closed, closed_datetime, created_datetime)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        topic,
        at(deadline),
        users.curator,
        users[player],
        completed,
        completed ? at(deadline - 1) : null,
        closed,
        closed ? at(deadline + 1) : null,
        at(deadline - 14),
      ],
    );
    return row!.id;
  };
  const say = (homeworkId: number, author: string, text: string, daysAgo: number) =>
    db.query(
      'INSERT INTO homework_messages (homework_id, author_id, text, created_datetime) VALUES ($1, $2, $3, $4)',
      [homeworkId, users[author], text, at(-daysAgo)],
    );
  const done = await add('player', 'Анализ сессии: ошибки в игре на баббле', 2, 'completed');
  await say(done, 'player', 'Выписал 12 раздач, главная ошибка: слишком широкие коллы.', 1);
  await add('player', 'Тренажёр постфлоп-игры в 3-бет банках', -30, 'closed');
  const late = await add('sergey.volkov', 'Статистика по стилам с BTN', -4, 'open');
  await say(late, 'curator', 'Напоминаю про дедлайн.', 2);
  await add('mikhail.orlov', 'Разбор турнира с финального стола', -12, 'completed-closed');
  const q = await add('anna.kuznetsova', 'Баунти-турниры: расчёт эквити с учётом баунти', 6, 'open');
  await say(q, 'anna.kuznetsova', 'Можно ли пользоваться калькулятором из курса?', 0.3);
}

async function seedStats(db: Db, users: SeededUsers, now: number): Promise<void> {
  const fields: number[] = [];
  for (const [c, [category, names]] of STAT_FIELDS.entries()) {
    const cat = await db.one<{ id: number }>(
      'INSERT INTO stat_categories (name, sort) VALUES ($1, $2) RETURNING id',
      [category, c],
    );
    for (const [f, name] of names.entries()) {
      const field = await db.one<{ id: number }>(
        'INSERT INTO stat_fields (category_id, name, sort) VALUES ($1, $2, $3) RETURNING id',
        [cat!.id, name, f],
      );
      fields.push(field!.id);
    }
  }
  const base = [22, 18, 8, 55, 62, 28, 52, 14, 18, 450];
  for (const [s, student] of ['player', 'dmitry.sokolov', 'anna.kuznetsova'].entries()) {
    for (let revision = 1; revision <= 3; revision++) {
      for (let k = 0; k < 4 - revision + 1; k++) {
        const record = await db.one<{ id: number }>(
          `INSERT INTO stat_records (player_id, revision, revision_date, created_by, created_datetime)
           VALUES ($1, $2, $3, $4, $3) RETURNING id`,
          [users[student], revision, new Date(now - (k * 60 + revision * 7 + s) * DAY), users.curator],
        );
        for (const [f, field] of fields.entries()) {
          const raw = (base[f] ?? 10) + wave(f + k * 3 + s + revision, 3);
          // The tournament count is whole.
          const value = f === fields.length - 1 ? Math.round(raw) : raw;
          const bad = wave(f + k + revision, 1) > 0.7;
          await db.query(
            'INSERT INTO stat_values (record_id, field_id, value, color, note) VALUES ($1, $2, $3, $4, $5)',
            [
              record!.id,
              field,
              value.toFixed(2),
              bad ? 'red' : f % 4 === 0 ? 'green' : null,
              bad ? 'Выше нормы для лимита' : null,
            ],
          );
        }
      }
    }
  }
}

async function seedEv(db: Db, users: SeededUsers, now: number): Promise<void> {
  const rows: number[] = [];
  for (const [index, name] of EV_ROWS.entries()) {
    const row = await db.one<{ id: number }>(
      'INSERT INTO ev_rows (name, sort) VALUES ($1, $2) RETURNING id',
      [name, index],
    );
    rows.push(row!.id);
  }
  const today = new Date(now);
  for (const [s, student] of ['player', ...OTHER_STUDENTS].entries()) {
    for (let m = 5; m >= 0; m--) {
      const period = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 1));
      for (const [r, row] of rows.entries()) {
        const ev = 120 * (3 - r) + wave(m * 3 + r + s, 150);
        const actual = ev + wave(m * 5 + r * 2 + s + 1, 260);
        await db.query(
          'INSERT INTO ev_cells (player_id, row_id, period, ev_value, actual_value, nm) VALUES ($1, $2, $3, $4, $5, $6)',
          [
            users[student],
            row,
            period.toISOString().slice(0, 10),
            ev.toFixed(2),
            actual.toFixed(2),
            40 + ((m * 17 + r * 11 + s * 7) % 90),
          ],
        );
      }
    }
  }
}

/** Curator area demo: admin curates some students too; notes, homework in every state, stats, EV. */
export async function seedCurator(db: Db, users: SeededUsers): Promise<void> {
  const now = Date.now();
  for (const student of ['player', 'dmitry.sokolov', 'anna.kuznetsova']) {
    await db.query(
      'INSERT INTO curator_students (curator_id, student_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [users.admin, users[student]],
    );
  }
  await seedNotes(db, users, now);
  await seedHomeworkStates(db, users, now);
  await seedStats(db, users, now);
  await seedEv(db, users, now);
}
