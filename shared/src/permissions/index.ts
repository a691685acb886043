/**
 * Permission ids of spec 02 §6: one stable string per section. The API returns the subset a
 * user holds from GET /api/users/permissions/, and checks the same ids on its routes.
 */
export const PERMISSIONS = {
  dashboard: 'sec.dashboard.7f3a',
  history: 'sec.history.2b91',
  team: 'sec.team.c4d0',
  tournaments: 'sec.tournaments.9e15',
  documents: 'sec.documents.51ac',
  video: 'sec.video.e862',
  students: 'sec.students.0d47',
  player: 'sec.player.a3f9',
  /** The fund's staff: the back-office queues, people, messages and audit (issue 16). */
  backoffice: 'sec.backoffice.6c1e',
} as const;

export type PermissionKey = keyof typeof PERMISSIONS;
export type PermissionId = (typeof PERMISSIONS)[PermissionKey];

export const ALL_PERMISSION_IDS: PermissionId[] = Object.values(PERMISSIONS);

export const hasPermission = (held: readonly string[], key: PermissionKey): boolean =>
  held.includes(PERMISSIONS[key]);

/**
 * An administrator holds every section (the first user `createFirstAdmin` makes, the demo `admin`);
 * a manager holds the back office without being one. Nobody deactivates the last administrator,
 * and a manager does not act on an administrator (issue 35 item 26).
 */
export const isAdministrator = (held: readonly string[]): boolean =>
  ALL_PERMISSION_IDS.every((id) => held.includes(id));
