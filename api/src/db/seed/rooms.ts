import type { Db } from '../types';
import { OTHER_STUDENTS, type SeededUsers } from './users';

const ROOMS: Array<[number, string, string, string, string, string, boolean, boolean, string]> = [
  // id, name, full_name, short_name, network, description, needs_email, virtual, currency
  [
    14,
    'GGPoker',
    'GGPoker Network',
    'GG',
    'GGNetwork',
    'Для выплаты нужны два скриншота кассы.',
    true,
    false,
    'USD',
  ],
  [
    23,
    'PokerStars',
    'PokerStars.com',
    'PS',
    'PokerStars',
    'Переводы через кошелёк: правило комиссии 1%.',
    false,
    false,
    'USD',
  ],
  [
    7,
    'ACR',
    'Americas Cardroom',
    'ACR',
    'WPN',
    'Включите публичную статистику в настройках.',
    true,
    false,
    'USD',
  ],
  [
    31,
    'iPoker',
    'iPoker Network (Betsson)',
    'IP',
    'iPoker',
    'Ник и e-mail как в клиенте.',
    true,
    false,
    'EUR',
  ],
  [42, 'Winamax', 'Winamax.fr', 'WNX', 'Winamax', 'Счёт в евро.', false, false, 'EUR'],
  [
    90,
    'Фонд (виртуальный)',
    'Виртуальный счёт фонда',
    'VF',
    'Fund',
    'Внутренний счёт фонда.',
    false,
    true,
    'USD',
  ],
];

export async function seedRooms(db: Db, users: SeededUsers): Promise<void> {
  for (const room of ROOMS) {
    await db.query(
      `INSERT INTO rooms (id, name, full_name, short_name, network, description, needs_email, virtual, currency_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      room,
    );
  }
  const currencies = await db.query<{ id: number; name: string }>(
    `INSERT INTO chip_currencies (name, chip_rate) VALUES ('USD', 1), ('EUR', 1.08), ('GG chips', 1)
     RETURNING id, name`,
  );
  const currency = (name: string) => currencies.find((c) => c.name === name)?.id ?? null;
  const account = (user: string, room: number, nick: string, chips: string, email: string | null = null) =>
    db.query(
      `INSERT INTO account_records (user_id, room_id, name, email, chip_currency_id, ewallet_address)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [users[user], room, nick, email, currency(chips), `${nick.toLowerCase()}@skrill.example`],
    );
  await account('player', 14, 'IvanPetrovGG', 'GG chips', 'ivan.petrov@example.com');
  await account('player', 23, 'ivan_petrov', 'USD');
  await account('player', 7, 'IPetrovACR', 'USD', 'ivan.petrov@example.com');
  await account('player', 90, 'player-fund', 'USD');
  await account('newbie', 14, 'NewbieGG', 'GG chips', 'alexey.smirnov@example.com');
  await account('newbie', 23, 'alexey_smirnov', 'USD');
  await account('newbie', 42, 'ASmirnovWNX', 'EUR');
  for (const [index, student] of OTHER_STUDENTS.entries()) {
    await account(student, 23, `${student.replace('.', '_')}_ps`, 'USD');
    if (index % 2 === 0)
      await account(student, 14, `${student.replace('.', '')}GG`, 'GG chips', `${student}@example.com`);
  }
  await db.query(
    `INSERT INTO frontend_settings (id, allow_untracked_input, single_screenshot_rooms) VALUES (1, $1, $2)`,
    [
      JSON.stringify([7, 31, 42]),
      JSON.stringify({
        '23': { recipients: [users.admin], recipient_room_accounts: [], ewallet_types: [14], ewallets: [] },
        '42': { recipients: [], recipient_room_accounts: [], ewallet_types: [], ewallets: [] },
      }),
    ],
  );
  await db.query(`INSERT INTO new_player_forms (user_id, payload) VALUES ($1, $2)`, [
    users.player,
    JSON.stringify({
      birthday: '1996-04-12',
      telegram: '@ivan_petrov',
      residence_country_id: 1,
      no_skrill: false,
      skrill_usd: 'ivan.petrov@example.com',
      skrill_eur: 'ivan.petrov@example.com',
      skrill_residence_id: 1,
      rooms: [],
      survey: [],
    }),
  ]);
}
