import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertStrongSecret } from '../bootstrap';

/**
 * JWT_SECRET from the environment; else a secret generated once and kept in the data folder
 * (embedded default); else (memory database, tests) a random one for this process.
 */
export function resolveJwtSecret(options: { jwtSecret?: string; dataDir?: string }): string {
  const fromEnv = options.jwtSecret ?? process.env.JWT_SECRET;
  if (fromEnv) return assertStrongSecret(fromEnv);
  if (!options.dataDir) return randomBytes(48).toString('base64url');
  const file = path.join(options.dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
