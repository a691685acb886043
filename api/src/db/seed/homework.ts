import type { Db } from '../types';
import type { SeededUsers } from './users';

const DAY = 24 * 60 * 60 * 1000;

/** Homework with messages so both notification badges are non-zero on a fresh demo. */
export async function seedHomework(db: Db, users: SeededUsers): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const homework = async (
    player: string,
    topic: string,
    deadline: number,
    completed = false,
    closed = false,
  ) => {
    const row = await db.one<{ id: number }>(
      `INSERT INTO homework (topic, deadline, curator_id, player_id, is_completed, is_closed, created_datetime)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [topic, at(deadline), users.curator, users[player], completed, closed, at(-10)],
    );
    return row!.id;
  };
  const message = (homeworkId: number, author: string, text: string, daysAgo: number) =>
    db.query(
      'INSERT INTO homework_messages (homework_id, author_id, text, created_datetime) VALUES ($1, $2, $3, $4)',
      [homeworkId, users[author], text, at(-daysAgo)],
    );

  const push = await homework('player', 'Разбор пушей 10-15bb на поздних стадиях', 5);
  await message(push, 'curator', 'Посмотри диапазоны из таблицы и отметь 20 спорных раздач.', 3);
  await message(push, 'player', 'Готово, раздачи в трекере с тегом push-review.', 1);
  await message(push, 'curator', 'Отлично, разберём на созвоне в четверг.', 0.5);

  const icm = await homework('player', 'ICM на финальных столах', -2);
  await message(icm, 'curator', 'Нужно пройти 3 ICM-тренажёра и прислать скриншоты.', 6);

  await homework('player', '3-бет пот без позиции', -20, true, true);

  const bb = await homework('dmitry.sokolov', 'Защита большого блайнда против мин-рейза', 3, true);
  await message(bb, 'dmitry.sokolov', 'Сделал, посмотрите, пожалуйста, выводы.', 0.2);
  await homework('anna.kuznetsova', 'Изолейты против лимперов', 7);
}
