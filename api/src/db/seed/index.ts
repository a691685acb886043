import type { Db } from '../types';
import { seedAccounting } from './accounting';
import { seedContent } from './content';
import { seedCurator } from './curator';
import { seedHomework } from './homework';
import { seedOnboarding } from './onboarding';
import { seedRooms } from './rooms';
import { seedScheduler } from './scheduler';
import { seedUsers } from './users';
import { seedVideo } from './video';

/**
 * Demo data on an empty database (no users yet); a no-op otherwise. One file per domain:
 * later issues add `seedAccounting(t, users)` etc. after the core ones.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.tx(async (t) => {
    // Two processes seeding one PostgreSQL at once: the second waits, then sees users.
    if (t.kind === 'postgres') await t.query('SELECT pg_advisory_xact_lock(724002)');
    const existing = await t.one<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (existing && existing.n > 0) return false;
    const users = await seedUsers(t);
    await seedContent(t);
    await seedRooms(t, users);
    await seedOnboarding(t, users);
    await seedHomework(t, users);
    await seedAccounting(t, users);
    await seedCurator(t, users);
    await seedVideo(t, users);
    await seedScheduler(t);
    return true;
  });
}
