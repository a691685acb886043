import type { Db } from '../types';
import type { SeededUsers } from './users';

const COLUMNS: Array<[string, string]> = [
  ['nickname', 'Игрок'],
  ['level', 'Уровень'],
  ['network', 'Основная сеть'],
  ['abi', 'ABI, $'],
  ['tournaments', 'Турниров за месяц'],
  ['roi', 'ROI, %'],
  ['curator', 'Куратор'],
  ['telegram', 'Telegram'],
];

/** Green: in profit this month; orange: under review; red: on a break; none: in the plan. */
const GREEN = '#d3f9d8';
const ORANGE = '#ffe8cc';
const RED = '#ffe3e3';

type Row = [string | null, string, string, string, number, number, number, string, string, string | null];
const ROWS: Row[] = [
  // user, nickname, level, network, abi, tournaments, roi, curator, telegram, colour
  ['player', 'IvanPetrovGG', 'Уровень 3', 'GGNetwork', 14.5, 612, 11.4, 'curator', '@ivan_petrov', GREEN],
  [
    'dmitry.sokolov',
    'DSokolov',
    'Уровень 2',
    'PokerStars',
    8.8,
    540,
    6.2,
    'curator',
    '@dmitry_sokolov',
    null,
  ],
  [
    'anna.kuznetsova',
    'AnnaKuz',
    'Уровень 3',
    'GGNetwork',
    16.2,
    488,
    -3.1,
    'curator',
    '@anna_kuznetsova',
    ORANGE,
  ],
  ['sergey.volkov', 'VolkovS', 'Уровень 4', 'PokerStars', 22, 701, 18.9, 'curator', '@sergey_volkov', GREEN],
  ['mikhail.orlov', 'MOrlov', 'Уровень 2', 'WPN', 5.5, 305, 2.4, 'curator', '@mikhail_orlov', null],
  ['newbie', 'NewbieGG', 'Уровень 1', 'GGNetwork', 3.3, 120, 0, 'curator', '@alexey_smirnov', null],
  [null, 'Kirill_Lebedev', 'Уровень 5', 'GGNetwork', 33, 655, 14.7, 'admin', '@k_lebedev', GREEN],
  [null, 'ElenaFrost', 'Уровень 4', 'iPoker', 19.8, 420, -7.5, 'admin', '@elena_frost', RED],
  [null, 'PavelMTT', 'Уровень 3', 'Winamax', 12.1, 530, 5.3, 'curator', '@pavel_mtt', null],
  [null, 'OlgaRiver', 'Уровень 2', 'PokerStars', 7.2, 380, 9.8, 'curator', '@olga_river', null],
  [null, 'GrindTimur', 'Уровень 3', 'GGNetwork', 11, 815, 3.6, 'admin', '@timur_grind', ORANGE],
  [null, 'Vlad_3bet', 'Уровень 1', 'WPN', 2.7, 290, 21.2, 'curator', '@vlad_3bet', GREEN],
];

export async function seedTeam(db: Db, users: SeededUsers): Promise<void> {
  for (const [position, [key, title]] of COLUMNS.entries()) {
    await db.query('INSERT INTO team_columns (key, title, position) VALUES ($1, $2, $3)', [
      key,
      title,
      position,
    ]);
  }
  for (const [
    position,
    [user, nickname, level, network, abi, tournaments, roi, curator, telegram, color],
  ] of ROWS.entries()) {
    const cells = { nickname, level, network, abi, tournaments, roi, curator, telegram };
    await db.query('INSERT INTO team_members (user_id, position, cells, color) VALUES ($1, $2, $3, $4)', [
      user ? (users[user] ?? null) : null,
      position,
      JSON.stringify(cells),
      color,
    ]);
  }
}
