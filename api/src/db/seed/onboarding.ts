import { ru } from '@fund/shared/i18n';
import type { Db } from '../types';
import { seedTeam } from './team';
import { seedUploads } from './uploads';
import { OTHER_STUDENTS, type SeededUsers } from './users';

/** Where the fund's players live; the common ones first, then alphabetical (sort 100). */
const COUNTRIES_FIRST = ['Россия', 'Беларусь', 'Казахстан', 'Украина', 'Армения', 'Грузия'];
const COUNTRIES = [
  'Азербайджан',
  'Болгария',
  'Великобритания',
  'Германия',
  'Израиль',
  'Испания',
  'Италия',
  'Канада',
  'Кипр',
  'Киргизия',
  'Латвия',
  'Литва',
  'Молдова',
  'Монголия',
  'Нидерланды',
  'ОАЭ',
  'Польша',
  'Португалия',
  'Сербия',
  'Таджикистан',
  'Таиланд',
  'Турция',
  'Узбекистан',
  'Финляндия',
  'Франция',
  'Черногория',
  'Чехия',
  'Эстония',
];

/** Skrill serves each region from its own licensed entity, which decides fees and limits. */
const RESIDENCE_REGIONS = [
  'Европейская экономическая зона (Paysafe Payment Solutions, Ирландия)',
  'Великобритания (Skrill Limited)',
  'Страны СНГ и остальной мир (Paysafe Payment Solutions)',
  'Канада (Paysafe Merchant Services)',
  'США (Skrill USA)',
];

const ANSWERS = [
  'Около четырёх лет, последние два года — регулярно MTT.',
  'GGPoker и PokerStars под текущими никнеймами.',
  'От 30 до 40 часов в неделю.',
  'По рекомендации знакомого из команды.',
  'Стабильно играть средние лимиты и выйти в плюс по ROI 15%.',
  'Средний бай-ин около $11.',
  'Около 4000 турниров, ROI 9%, прибыль около $2500.',
  'Hand2Note, GTO Wizard, ICMIZER.',
  'Полгода занимался в небольшой школе по MTT.',
  'Игра на поздних стадиях и против агрессивных регуляров.',
];

/** Onboarding lists and forms, then (one seed call for this area) expected uploads and the team. */
export async function seedOnboarding(db: Db, users: SeededUsers): Promise<void> {
  await seedForms(db, users);
  await seedUploads(db, users);
  await seedTeam(db, users);
}

async function seedForms(db: Db, users: SeededUsers): Promise<void> {
  for (const [index, name] of COUNTRIES_FIRST.entries()) {
    await db.query('INSERT INTO countries (name, sort) VALUES ($1, $2)', [name, index]);
  }
  for (const name of COUNTRIES) await db.query('INSERT INTO countries (name, sort) VALUES ($1, 100)', [name]);
  for (const [index, description] of RESIDENCE_REGIONS.entries()) {
    await db.query('INSERT INTO residence_regions (description, sort) VALUES ($1, $2)', [description, index]);
  }
  // The demo player's form (seed/rooms.ts, before the regions existed) gets its wallet columns as
  // the onboarding route stores them, so «Кошельки Skrill» (issue 41) reads and changes them.
  await db.query(
    `UPDATE new_player_forms SET no_skrill = (payload->>'no_skrill')::boolean, skrill_usd = payload->>'skrill_usd',
            skrill_eur = payload->>'skrill_eur', skrill_residence_id = (payload->>'skrill_residence_id')::int
      WHERE user_id = $1`,
    [users.player],
  );
  // The curator's other students joined long ago: their forms are done (only `newbie` has none).
  for (const [index, student] of OTHER_STUDENTS.entries()) {
    const [first = student] = student.split('.');
    const payload = {
      birthday: `199${index + 2}-0${index + 3}-1${index}`,
      telegram: `@${student.replace('.', '_')}`,
      residence_country_id: index + 1,
      no_skrill: false,
      skrill_usd: `${student}@example.com`,
      skrill_eur: `${student}@example.com`,
      skrill_residence_id: 3,
      rooms: [],
      survey: ru.onboarding.survey.map((question, i) => ({ question, answer: ANSWERS[i] ?? first })),
    };
    const form = await db.one<{ id: number }>(
      `INSERT INTO new_player_forms (user_id, payload, birthday, telegram, residence_country_id, no_skrill,
                                     skrill_usd, skrill_eur, skrill_residence_id)
       SELECT $1, $2, $3, $4, c.id, false, $5, $5, r.id
         FROM countries c, residence_regions r WHERE c.name = 'Россия' AND r.sort = 2
       RETURNING id`,
      [users[student], JSON.stringify(payload), payload.birthday, payload.telegram, payload.skrill_usd],
    );
    for (const [i, item] of payload.survey.entries()) {
      await db.query(
        'INSERT INTO new_player_form_answers (form_id, position, question, answer) VALUES ($1, $2, $3, $4)',
        [form!.id, i + 1, item.question, item.answer],
      );
    }
  }
}
