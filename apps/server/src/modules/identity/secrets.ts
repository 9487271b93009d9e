import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Passcode } from '@clinicall/shared/constants';

export const newSessionId = () => randomUUID();

export const newPasscode = () =>
  String(randomInt(0, 10 ** Passcode.length)).padStart(Passcode.length, '0');

/** Passcodes are keyed with the server secret so a database copy alone cannot test guesses. */
export const hashPasscode = (secret: Uint8Array, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');

export const newResetKey = () => randomBytes(32).toString('base64url');

/** Keyed like passcodes: a stolen database alone cannot tell which key a row belongs to. */
export const hashResetKey = (secret: Uint8Array, key: string) =>
  createHmac('sha256', secret).update(key).digest('base64url');
