import { createHmac, randomBytes } from 'node:crypto';

export const newResetKey = () => randomBytes(32).toString('base64url');

/** Keyed like passcodes: a stolen database alone cannot tell which key a row belongs to. */
export const hashResetKey = (secret: Uint8Array, key: string) =>
  createHmac('sha256', secret).update(key).digest('base64url');
