import pg from 'pg';

/**
 * A libpq-style host list for node-postgres, which knows neither (issue 36 item 2):
 * `postgres://user@db1:5432,db2:5432/fund?target_session_attrs=read-write` — what pg_auto_failover's
 * `pg_autoctl show uri` prints. Each new connection goes to the host last found writable; when
 * there is none yet, or a connection there fails or finds a standby, every host is asked (in
 * parallel, `SHOW transaction_read_only`) and the writable one is used from then on. The request
 * whose connection failed answers 503 (plugins/errors.ts); the API never needs a restart to follow
 * a failover.
 */
interface Host {
  host: string;
  port: number;
}

const PROBE_TIMEOUT_MS = 3000;
const URL_RE = /^(postgres(?:ql)?:\/\/)([^@/?]*@)?([^/?]*)([^?]*)(?:\?(.*))?$/;

/** The hosts of a connection string and the string with only the first (undefined: one host, no check). */
export function parseHostList(
  connectionString: string,
): { hosts: Host[]; first: string; readWrite: boolean } | undefined {
  const match = URL_RE.exec(connectionString);
  if (!match) return undefined;
  const [, scheme, auth = '', hostList = '', path = '', query = ''] = match;
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs');
  params.delete('target_session_attrs');
  const hosts = hostList.split(',').map((entry) => {
    const at = entry.lastIndexOf(':');
    return at > 0
      ? { host: entry.slice(0, at), port: Number(entry.slice(at + 1)) }
      : { host: entry, port: 5432 };
  });
  const readWrite = attrs === 'read-write' || attrs === 'primary';
  if (hosts.length < 2 && !readWrite) return undefined;
  const rest = params.toString();
  const first = `${scheme}${auth}${hosts[0]!.host}:${hosts[0]!.port}${path}${rest ? `?${rest}` : ''}`;
  return { hosts, first, readWrite };
}

type ConnectCallback = ((err: Error) => void) | ((err: null, client: pg.Client) => void);

class NoPrimaryError extends Error {
  // Class 08 (connection exception): the request answers 503.
  readonly code = '08001';
}

/** The pg.Client class for `connectionString`: pg.Client itself for one host without a check. */
export function clientClass(connectionString: string): typeof pg.Client {
  const list = parseHostList(connectionString);
  if (!list) return pg.Client;
  const { hosts, first, readWrite } = list;
  let current: Host | undefined;
  let probing: Promise<Host | undefined> | undefined;

  const writable = async (client: pg.Client): Promise<boolean> => {
    if (!readWrite) return true;
    const { rows } = await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
    return rows[0]?.transaction_read_only === 'off';
  };
  const probe = (): Promise<Host | undefined> => {
    probing ??= (async () => {
      const answers = await Promise.all(
        hosts.map(async (host) => {
          const client = new pg.Client({
            connectionString: first,
            connectionTimeoutMillis: PROBE_TIMEOUT_MS,
          });
          Object.assign(client, host);
          client.on('error', () => undefined);
          try {
            await client.connect();
            return (await writable(client)) ? host : undefined;
          } catch {
            return undefined;
          } finally {
            client.end().catch(() => undefined);
          }
        }),
      );
      current = answers.find((host) => host !== undefined);
      return current;
    })().finally(() => {
      probing = undefined;
    });
    return probing;
  };

  return class HostListClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'object' ? config : {}), connectionString: first });
    }

    // pg-pool calls connect(callback); everything else awaits connect().
    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | undefined {
      const connected = (async () => {
        const host = current ?? (await probe());
        if (!host) throw new NoPrimaryError(`no writable server among ${hosts.length} hosts`);
        Object.assign(this, host);
        try {
          await super.connect();
          if (await writable(this)) return this;
          await this.end().catch(() => undefined);
          throw Object.assign(new Error(`${host.host}:${host.port} is read-only`), { code: '25006' });
        } catch (error) {
          // Asked again at the next connection.
          if (current === host) current = undefined;
          throw error;
        }
      })();
      if (!callback) return connected;
      const done = callback as (err: Error | null, client?: pg.Client) => void;
      connected.then((client) => done(null, client), done);
      return undefined;
    }
  };
}
