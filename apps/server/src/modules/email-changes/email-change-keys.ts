import { createHmac, randomBytes } from 'node:crypto';

/** A fresh confirmation key: 32 random bytes, URL-safe. Only its HMAC is stored. */
export const newEmailChangeKey = () => randomBytes(32).toString('base64url');

/**
 * Keyed by the server's HMAC secret and this purpose, like reset keys and answer links: a leaked
 * table alone answers nothing, and no other kind of key can pass for this one.
 */
export const hashEmailChangeKey = (secret: Uint8Array, key: string) =>
  createHmac('sha256', secret).update(`email-change:${key}`).digest('base64url');
