import { createHmac, randomBytes } from 'node:crypto';

/** A fresh mailed key: 32 random bytes, URL-safe. Only its HMAC is stored. */
export const newEmailChangeKey = () => randomBytes(32).toString('base64url');

/**
 * What a key is for: confirming the new address, the owner agreeing from the current one, or
 * undoing an applied change from the old one. Each purpose hashes apart, so no key passes for another.
 */
export type EmailKeyPurpose = 'confirm' | 'agree' | 'undo';

/**
 * Keyed by the server's HMAC secret and the purpose, like reset keys and answer links: a leaked
 * table alone answers nothing, and no other kind of key can pass for this one.
 */
export const hashEmailChangeKey = (
  secret: Uint8Array,
  key: string,
  purpose: EmailKeyPurpose = 'confirm',
) => {
  // The confirm purpose keeps the hash input it always had, so links mailed before issue 19 still work.
  const label = purpose === 'confirm' ? 'email-change' : `email-change-${purpose}`;
  return createHmac('sha256', secret).update(`${label}:${key}`).digest('base64url');
};
