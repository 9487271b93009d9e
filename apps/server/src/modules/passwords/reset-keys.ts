import { createHash, randomBytes } from 'node:crypto';

export const newResetKey = () => randomBytes(32).toString('base64url');

/** Only a hash is stored: a copy of the database does not hand out working reset links. */
export const hashResetKey = (key: string) => createHash('sha256').update(key).digest('base64url');
