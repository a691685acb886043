import { ALL_PERMISSION_IDS, PERMISSIONS, type PermissionKey } from '@fund/shared/permissions';
import { hashPassword } from '../../auth/password';
import type { Db } from '../types';

const DEMO_PASSWORD = 'demo-password';

const PLAYER_PERMS: PermissionKey[] = [
  'dashboard',
  'player',
  'history',
  'team',
  'tournaments',
  'documents',
  'video',
];
const CURATOR_PERMS: PermissionKey[] = ['students', 'documents', 'dashboard', 'video', 'tournaments', 'team'];

interface DemoUser {
  username: string;
  permissions: string[];
  isCurator?: boolean;
  sharkGroup?: string;
  level?: [string, string];
  joined: string;
}

const ids = (keys: PermissionKey[]) => keys.map((key) => PERMISSIONS[key]);

/** Other students of `curator`, besides `player`. */
export const OTHER_STUDENTS = ['dmitry.sokolov', 'anna.kuznetsova', 'sergey.volkov', 'mikhail.orlov'];

const DEMO_USERS: DemoUser[] = [
  { username: 'admin', permissions: ALL_PERMISSION_IDS, isCurator: true, joined: '2021-02-01' },
  { username: 'curator', permissions: ids(CURATOR_PERMS), isCurator: true, joined: '2021-06-15' },
  {
    username: 'player',
    permissions: ids(PLAYER_PERMS),
    sharkGroup: 'MTT Mid',
    level: ['Уровень 3', 'MTT'],
    joined: '2023-03-10',
  },
  {
    username: 'newbie',
    permissions: ids(PLAYER_PERMS),
    sharkGroup: 'MTT Low',
    level: ['Уровень 1', 'MTT'],
    joined: '2026-11-01',
  },
  ...OTHER_STUDENTS.map((username, index) => ({
    username,
    permissions: ids(PLAYER_PERMS),
    sharkGroup: index % 2 ? 'MTT Low' : 'MTT Mid',
    level: [`Уровень ${2 + (index % 3)}`, 'MTT'] as [string, string],
    joined: `2024-0${index + 1}-05`,
  })),
  // The fund's staff (issue 16): the back office only. Last, so the other demo ids stay as they were.
  { username: 'manager', permissions: ids(['backoffice', 'documents']), joined: '2021-03-01' },
];

export type SeededUsers = Record<string, number>;

/**
 * The demo staff's authenticator keys (issue 41 item 1: staff work in the back office only with
 * two-factor sign-in on). Demo data, public like the demo password: add one to an authenticator
 * app (or compute its codes with `otpauth`, as the e2e helpers do) to sign in as that user. Stored
 * as a plaintext row, which the first accepted code seals (docs/security.md «The secret at rest»).
 */
export const DEMO_TOTP_SECRETS: Record<string, string> = {
  admin: 'ZFOD5C7VOSYXPNUYITTDAKD2S4HHK74M',
  manager: 'UNUNWM3UFKG57GQZB34PMT2KCNLU533O',
};

export async function seedUsers(db: Db): Promise<SeededUsers> {
  // One slow hash reused by every demo user keeps the seed fast.
  const hash = await hashPassword(DEMO_PASSWORD);
  const users: SeededUsers = {};
  for (const user of DEMO_USERS) {
    const row = await db.one<{ id: number }>(
      `INSERT INTO users (username, password_hash, is_curator, date_joined, shark_player_group, player_level, player_level_group)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        user.username,
        hash,
        user.isCurator ?? false,
        new Date(`${user.joined}T09:00:00Z`),
        user.sharkGroup ?? null,
        user.level?.[0] ?? null,
        user.level?.[1] ?? null,
      ],
    );
    const id = row!.id;
    users[user.username] = id;
    await db.query('INSERT INTO user_permissions (user_id, permission) SELECT $1, unnest($2::text[])', [
      id,
      user.permissions,
    ]);
  }
  for (const [username, secret] of Object.entries(DEMO_TOTP_SECRETS)) {
    await db.query(
      `INSERT INTO user_totp (user_id, secret, enabled_at, created_at)
       VALUES ($1, $2, $3, $3)`,
      [users[username], secret, new Date('2026-01-10T09:00:00Z')],
    );
  }
  for (const student of ['player', ...OTHER_STUDENTS]) {
    await db.query('INSERT INTO curator_students (curator_id, student_id) VALUES ($1, $2)', [
      users.curator,
      users[student],
    ]);
  }
  return users;
}
