import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/password-hashing.js';

let pending: Promise<string> | undefined;

/**
 * The password hash of an account awaiting sign-up: a real argon2 hash of a random secret that is
 * thrown away. Nobody can sign in with it, a sign-in attempt costs the same as for any account
 * (timing reveals nothing), and one hash per process serves every invite: hashing 300 would take
 * seconds.
 */
export const pendingPasswordHash = () =>
  (pending ??= hashPassword(randomBytes(32).toString('base64url')));
