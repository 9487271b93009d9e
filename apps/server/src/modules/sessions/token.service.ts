import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; sessionId: string; expiresAt: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns null for a token that is malformed, badly signed or past its expiry. */
  verify(token: string): Promise<TokenClaims | null>;
};

const CACHE_LIMIT = 10_000;

/**
 * HS256 tokens. A signature check costs as much as the session lookup, so verified tokens are
 * remembered until they expire; revocation is still checked against the sessions table each time.
 */
export function createTokenService(secret: Uint8Array, now: () => number = Date.now): TokenService {
  const verified = new Map<string, TokenClaims>();

  return {
    async sign({ userId, sessionId, expiresAt }) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(secret);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAt > now()) return cached;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !payload.jti || !payload.exp) return null;
        const claims = { userId, sessionId: payload.jti, expiresAt: payload.exp * 1000 };
        if (verified.size >= CACHE_LIMIT) {
          const oldest = verified.keys().next();
          if (!oldest.done) verified.delete(oldest.value);
        }
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
