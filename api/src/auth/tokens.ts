import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
}

const REFRESH_TTL_SECONDS = 24 * 60 * 60;

export function accessTtlSeconds(): number {
  const fromEnv = Number(process.env.ACCESS_TOKEN_TTL_SECONDS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 5 * 60;
}

export function refreshTtlSeconds(): number {
  return REFRESH_TTL_SECONDS;
}

/** HS256 tokens with SimpleJWT claims; the clock comes from the app (tests move it). */
export class TokenService {
  private readonly sign: (payload: Record<string, unknown>) => string;

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256' });
  }

  issue(userId: number, type: TokenType): { token: string; claims: TokenClaims } {
    const iat = Math.floor(this.now().getTime() / 1000);
    const ttl = type === 'access' ? accessTtlSeconds() : refreshTtlSeconds();
    const claims: TokenClaims = { token_type: type, exp: iat + ttl, iat, jti: randomUUID(), user_id: userId };
    return { token: this.sign({ ...claims }), claims };
  }

  /** Claims of a valid token of the given type, else undefined (bad signature, alg, expiry, type). */
  verify(token: string, type: TokenType): TokenClaims | undefined {
    try {
      const verifier = createVerifier({
        key: this.secret,
        algorithms: ['HS256'],
        clockTimestamp: this.now().getTime(),
        requiredClaims: ['exp', 'iat', 'jti', 'user_id', 'token_type'],
      });
      const claims = verifier(token) as TokenClaims;
      if (claims.token_type !== type || !Number.isInteger(claims.user_id) || typeof claims.jti !== 'string') {
        return undefined;
      }
      return claims;
    } catch {
      return undefined;
    }
  }
}
