import type { Db } from '../../db/types';
import type { AuthUser } from '../../types';
import { type Audiences, audiencesOf, canSee } from './audience';
import { eventsAfter, eventsOfTx, type LiveEvent, pruneEvents } from './repository';

/** Comment lines so proxies (nginx, load balancers) never see the stream idle for 60 s. */
const HEARTBEAT_MS = 20_000;
const PRUNE_MS = 60_000;
/** More missed events than this on reconnect: the client refreshes everything instead. */
const REPLAY_LIMIT = 1000;
/** A client that reads nothing while this much waits unsent is dropped (it reconnects and replays). */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** Where one open stream's text goes (the HTTP response, or a test's collector). */
export interface Sink {
  write(text: string): void;
  /** Bytes written and not yet taken by the client. */
  unsent(): number;
  end(): void;
}

interface Stream {
  user: AuthUser;
  sink: Sink;
  /** Events heard live while the replay was read; sent after it. */
  held: LiveEvent[] | undefined;
  /**
   * The ids the replay sent. A live delivery that had read its events before this stream opened
   * reaches it after the replay, and must not send them twice.
   */
  replayed: ReadonlySet<number>;
  expiry: NodeJS.Timeout;
}

const REFRESH = 'event: refresh\ndata: {}\n\n';

/** The SSE text of one event for one viewer: the owner also gets the staff decision (their toast). */
function frame(event: LiveEvent, viewer: AuthUser): string {
  const data: Record<string, unknown> = { topic: event.topic, entity: event.entity, id: event.entityId };
  if (event.userId === viewer.id && event.status) data.status = event.status;
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The open event streams of this process (issue 39). Committed changes arrive by
 * `NOTIFY live_events, '<txid>'` (migration 110) from whichever replica wrote them; each is read
 * once from `live_events` and sent to the streams whose user may read its data. A user whose
 * row or permissions change (`auth_user`, migration 099) is read again: deactivated, the stream
 * closes; otherwise it hears by the new permissions.
 */
export class LiveHub {
  readonly #streams = new Set<Stream>();
  /** Notifications are handled one after another, so events go out in commit order. */
  #queue: Promise<void> = Promise.resolve();
  #stops: (() => Promise<void>)[] = [];
  #timers: NodeJS.Timeout[] = [];
  #wasLive = true;

  constructor(
    private readonly db: Db,
    private readonly loadUser: (id: number) => Promise<AuthUser | undefined>,
  ) {}

  get size(): number {
    return this.#streams.size;
  }

  async start(): Promise<void> {
    this.#stops.push(
      await this.db.listen('live_events', {
        notify: (tx) => this.#enqueue(() => this.#deliverTx(tx)),
        // Notifications missed while the listening connection was away: every stream refreshes.
        live: (up) => {
          if (up && !this.#wasLive) this.#enqueue(async () => this.#broadcast(REFRESH));
          this.#wasLive = up;
        },
      }),
      await this.db.listen('auth_user', {
        notify: (payload) => {
          if (!payload.startsWith('settle:')) this.#enqueue(() => this.#recheck(payload));
        },
        live: () => {},
      }),
    );
    const heartbeat = setInterval(() => this.#broadcast(': ping\n\n'), HEARTBEAT_MS);
    const prune = setInterval(() => void pruneEvents(this.db).catch(() => undefined), PRUNE_MS);
    this.#timers.push(heartbeat, prune);
    for (const timer of this.#timers) timer.unref();
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    for (const stream of [...this.#streams]) this.#close(stream);
    await Promise.all(this.#stops.map((stop) => stop()));
    this.#stops = [];
    await this.#queue;
  }

  /**
   * Opens a stream for `user` for `ttlMs` (until the access token ends: the client comes back with
   * the refreshed one). With `lastId`, what was missed after it is sent first, or a refresh.
   * Resolves once the stream is live; the returned function closes it.
   */
  async open(user: AuthUser, sink: Sink, ttlMs: number, lastId?: number): Promise<() => void> {
    const stream: Stream = {
      user,
      sink,
      held: lastId === undefined ? undefined : [],
      replayed: new Set(),
      expiry: setTimeout(() => this.#close(stream), Math.min(Math.max(0, ttlMs), 2 ** 31 - 1)),
    };
    stream.expiry.unref();
    this.#streams.add(stream);
    sink.write('retry: 2000\n: open\n\n');
    if (lastId !== undefined) await this.#replay(stream, lastId);
    return () => this.#close(stream);
  }

  async #replay(stream: Stream, lastId: number): Promise<void> {
    try {
      const missed = await eventsAfter(this.db, lastId, REPLAY_LIMIT);
      if (missed === 'too-old') this.#send(stream, REFRESH);
      else {
        this.#sendEvents(stream, missed, await audiencesOf(this.db, missed));
        stream.replayed = new Set(missed.map((e) => e.id));
      }
      // What was heard live during the replay and is not in it (the two overlap), in order: live
      // events wait in `held` until every earlier one is out.
      for (;;) {
        const held = (stream.held ?? []).filter((e) => !stream.replayed.has(e.id));
        if (held.length === 0) break;
        stream.held = [];
        this.#sendEvents(stream, held, await audiencesOf(this.db, held));
      }
      stream.held = undefined;
    } catch {
      stream.held = undefined;
      this.#send(stream, REFRESH);
    }
  }

  #sendEvents(stream: Stream, events: readonly LiveEvent[], audiences: Audiences): void {
    for (const event of events) {
      if (canSee(event, stream.user, audiences)) this.#send(stream, frame(event, stream.user));
    }
  }

  async #deliverTx(tx: string): Promise<void> {
    if (this.#streams.size === 0) return;
    const events = await eventsOfTx(this.db, tx);
    if (events.length === 0) return;
    const audiences = await audiencesOf(this.db, events);
    for (const stream of this.#streams) {
      if (stream.held) stream.held.push(...events);
      else
        this.#sendEvents(
          stream,
          events.filter((e) => !stream.replayed.has(e.id)),
          audiences,
        );
    }
  }

  async #recheck(payload: string): Promise<void> {
    const id = Number(payload);
    const all = payload === '*' || !Number.isInteger(id);
    const ids = new Set([...this.#streams].filter((s) => all || s.user.id === id).map((s) => s.user.id));
    for (const userId of ids) {
      const user = await this.loadUser(userId);
      for (const stream of this.#streams) {
        if (stream.user.id !== userId) continue;
        if (user) stream.user = user;
        else this.#close(stream);
      }
    }
  }

  #enqueue(job: () => Promise<void>): void {
    this.#queue = this.#queue.then(job).catch(() => {
      // A failed read (the database away): the streams may have missed events, so they refresh.
      this.#broadcast(REFRESH);
    });
  }

  #broadcast(text: string): void {
    for (const stream of this.#streams) this.#send(stream, text);
  }

  #send(stream: Stream, text: string): void {
    if (stream.sink.unsent() > MAX_UNSENT_BYTES) {
      this.#close(stream);
      return;
    }
    stream.sink.write(text);
  }

  #close(stream: Stream): void {
    if (!this.#streams.delete(stream)) return;
    clearTimeout(stream.expiry);
    stream.sink.end();
  }
}
