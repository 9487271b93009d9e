import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Sign-up and join links carry `<invitation id>.<expiry, epoch seconds>.<HMAC>`: a forged or
 * altered token fails before the database is asked, and an expired one is refused by its own
 * expiry. Single use is the invitation row's `used_at`.
 */
const signature = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`invitation:${payload}`).digest('base64url');

export function signInvitationToken(secret: Uint8Array, id: number, expiresAt: Date) {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type VerifiedToken = { invitationId: number; expiresAt: Date };

/** The invitation a well-signed token names, or null for anything forged or malformed. */
export function verifyInvitationToken(secret: Uint8Array, token: string): VerifiedToken | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, `${id}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { invitationId: Number(id), expiresAt: new Date(Number(expiry) * 1000) };
}
