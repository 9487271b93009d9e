import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/**
 * Compact signed tokens for links: `<payload>.<signature>`, both base64url, so they sit in a URL
 * path as they are. The signature is HMAC-SHA256 under a key derived from the app's HMAC secret and
 * the token's purpose, so a token made for one purpose (an invitation) never passes for another
 * (a room pass). The payload carries its own expiry (`x`, seconds since the epoch).
 */
export function signedTokens<S extends z.ZodType<{ x: number }>>(
  hmacSecret: Uint8Array,
  purpose: string,
  payloadSchema: S,
) {
  const key = createHmac('sha256', hmacSecret).update(`clinicall:${purpose}`).digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    seal(payload: z.infer<S>): string {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The payload of a well-signed, unexpired token; null for anything else. */
    open(token: string, now: Date): z.infer<S> | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      // The signature's text is compared, not its decoded bytes: base64url's last character has
      // spare bits, so several spellings decode to one signature and a decoded compare would let an
      // altered token through.
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(body));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = payloadSchema.safeParse(json);
      if (!parsed.success || parsed.data.x * 1000 <= now.getTime()) return null;
      return parsed.data;
    },
  };
}
