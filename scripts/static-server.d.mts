// Types of what TypeScript callers (e2e/tests/replicas.spec.ts) use from ./static-server.mjs.
import type { Server } from 'node:http';

export declare function remotesFromEnv(env?: NodeJS.ProcessEnv): Record<string, string>;
export declare function serveApp(options: {
  dir: string;
  releases?: string;
  port: number;
  host?: boolean;
  apiUrl?: string;
  remotes?: Record<string, string> | (() => Record<string, string>);
  versions?: () => object;
  bind?: string;
}): Promise<Server>;
