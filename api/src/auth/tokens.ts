import { randomUUID } from 'node:crypto';
import { MAX_ID } from '@fund/shared/schemas/common';
import { createSigner, createVerifier } from 'fast-jwt';

/** `video`: a stream token for one video, accepted only by its `videos_auth/{id}/` route. */
export type TokenType = 'access' | 'refresh' | 'video';

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
  /** Only in `video` tokens. */
  video_id?: number;
  /** The session (`user_sessions.id`) an access token of a sign-in belongs to (issue 41). */
  sid?: number;
}

const REFRESH_TTL_SECONDS = 24 * 60 * 60;
/** A stream token lives 5 minutes at most, never longer than an access token; the player mints another on expiry. */
const VIDEO_TOKEN_TTL_SECONDS = 5 * 60;
/** Tokens "issued" further in the future than this are refused (clock skew between servers). */
const CLOCK_SKEW_SECONDS = 30;

function accessTtlSeconds(): number {
  const fromEnv = Number(process.env.ACCESS_TOKEN_TTL_SECONDS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 5 * 60;
}

function refreshTtlSeconds(): number {
  return REFRESH_TTL_SECONDS;
}

function ttlSeconds(type: TokenType): number {
  if (type === 'access') return accessTtlSeconds();
  if (type === 'refresh') return refreshTtlSeconds();
  return videoTtlSeconds();
}

export function videoTtlSeconds(): number {
  return Math.min(VIDEO_TOKEN_TTL_SECONDS, accessTtlSeconds());
}

/** An id the database can hold (1..2³¹−1): a signed claim past it was a 500 at the user lookup. */
const isDbId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/** HS256 tokens with SimpleJWT claims; the clock comes from the app (tests move it). */
export class TokenService {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => unknown;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256' });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'jti', 'user_id', 'token_type'],
      // Expiry is checked below against the app's clock.
      ignoreExpiration: true,
    });
  }

  issue(userId: number, type: 'access' | 'refresh', sid?: number): { token: string; claims: TokenClaims } {
    return this.issueClaims({ token_type: type, user_id: userId, sid });
  }

  /** A short-lived token that opens only the stream of this one video. */
  issueVideo(userId: number, videoId: number): { token: string; claims: TokenClaims } {
    return this.issueClaims({ token_type: 'video', user_id: userId, video_id: videoId });
  }

  private issueClaims(base: Pick<TokenClaims, 'token_type' | 'user_id' | 'video_id' | 'sid'>) {
    const iat = Math.floor(this.now().getTime() / 1000);
    const claims: TokenClaims = {
      token_type: base.token_type,
      exp: iat + ttlSeconds(base.token_type),
      iat,
      jti: randomUUID(),
      user_id: base.user_id,
      ...(base.video_id === undefined ? {} : { video_id: base.video_id }),
      ...(base.sid === undefined ? {} : { sid: base.sid }),
    };
    return { token: this.sign({ ...claims }), claims };
  }

  /**
   * Claims of a valid token of the given type, else undefined (bad signature or alg, expired,
   * issued in the future beyond the clock skew, another type).
   */
  verify(token: string, type: TokenType): TokenClaims | undefined {
    let claims: TokenClaims;
    try {
      claims = this.verifier(token) as TokenClaims;
    } catch {
      return undefined;
    }
    const now = this.now().getTime() / 1000;
    if (
      claims.token_type !== type ||
      !isDbId(claims.user_id) ||
      typeof claims.jti !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number' ||
      claims.exp <= now ||
      claims.iat > now + CLOCK_SKEW_SECONDS
    ) {
      return undefined;
    }
    if (type === 'video' && !isDbId(claims.video_id)) return undefined;
    if (claims.sid !== undefined && !isDbId(claims.sid)) return undefined;
    return claims;
  }
}
