import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import type { AuthUser } from '../types';

/** The channel migration 099's triggers notify: a user id, or '*' for every user. */
const AUTH_USER_CHANNEL = 'auth_user';
/** Users kept at most; past it the cache starts again empty (a few hundred bytes each). */
const MAX_USERS = 10_000;
/** How long settle() waits to hear its own notification before it forgets every user instead. */
const SETTLE_MS = 5_000;

/**
 * The user behind a token (id, name, curator flag, permissions), read on every authenticated
 * request (issue 11: on PostgreSQL this read was a second round trip per request, the floor's
 * routes make one). Kept per user while the database says nothing changed: migration 099's
 * triggers NOTIFY `auth_user` with the user's id when the user's row (name, active, curator flag)
 * or permissions change, in the changing transaction, so the notification comes once it commits.
 *
 * - Nothing is kept while the notifications may be missed (`live` false: not yet listening, or the
 *   connection lost); every request then reads the database, as before.
 * - A read that a notification overtook is not kept (the generation moved during it): it may
 *   hold the data from before the change.
 * - On PGlite the notification is heard before the changing call resolves. On PostgreSQL it comes
 *   on another connection a moment after the commit; `settle()` waits for it (the routes that
 *   change a user, and tests that change one in SQL).
 */
export class AuthUsers {
  readonly #users = new Map<number, AuthUser>();
  readonly #settling = new Map<string, () => void>();
  /** Marks this process's own settle notifications apart from other replicas'. */
  readonly #self = `settle:${randomUUID()}:`;
  #generation = 0;
  #live = false;
  #settles = 0;
  #stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly load: (id: number) => Promise<AuthUser | undefined>,
    private readonly settleMs = SETTLE_MS,
  ) {}

  /** Starts listening; until then (and whenever the connection is lost) nothing is kept. */
  async start(): Promise<void> {
    this.#stop = await this.db.listen(AUTH_USER_CHANNEL, {
      notify: (payload) => this.#heard(payload),
      live: (up) => {
        this.#live = up;
        this.forget();
        if (!up) this.#wakeAll();
      },
    });
  }

  async stop(): Promise<void> {
    this.#live = false;
    this.forget();
    this.#wakeAll();
    await this.#stop?.();
  }

  /** The active user of this id with their permissions, or undefined. */
  async get(id: number): Promise<AuthUser | undefined> {
    const kept = this.#live ? this.#users.get(id) : undefined;
    if (kept) return kept;
    const generation = this.#generation;
    const user = await this.load(id);
    if (user && this.#live && generation === this.#generation) {
      if (this.#users.size >= MAX_USERS) this.#users.clear();
      this.#users.set(id, user);
    }
    return user;
  }

  /** Drops one user (or all), and any read in flight is not kept. */
  forget(id?: number): void {
    this.#generation += 1;
    if (id === undefined) this.#users.clear();
    else this.#users.delete(id);
  }

  /**
   * Resolves once every change committed before the call has been heard: a notification of its
   * own sent after them comes back after theirs (notifications come in commit order). If it is not
   * heard within `settleMs` (a listening connection that died without a word, until its heartbeat
   * notices), every user is forgotten instead: this process then reads them again, after the
   * change. Either way the caller's change holds here once this resolves; it never hangs.
   */
  async settle(): Promise<void> {
    if (!this.#live) return;
    const token = `${this.#self}${++this.#settles}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.#settling.set(token, resolve);
      timer = setTimeout(() => {
        this.#settling.delete(token);
        this.forget();
        resolve();
      }, this.settleMs);
    });
    try {
      await this.db.query('SELECT pg_notify($1, $2)', [AUTH_USER_CHANNEL, token]);
      await heard;
    } finally {
      clearTimeout(timer);
      this.#settling.delete(token);
    }
  }

  #heard(payload: string): void {
    if (payload.startsWith('settle:')) {
      // Another process's settle says nothing about users.
      this.#settling.get(payload)?.();
      this.#settling.delete(payload);
      return;
    }
    const id = Number(payload);
    this.forget(Number.isInteger(id) && payload !== '' ? id : undefined);
  }

  #wakeAll(): void {
    for (const wake of this.#settling.values()) wake();
    this.#settling.clear();
  }
}
