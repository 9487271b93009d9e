import { z } from 'zod';
import { Messages } from './messages.js';
import { PASSWORD_MIN } from './constants.js';

const PASSWORD_MAX = 100;

/** A37–A40, A48, H19: the password rule for change, reset and admin-created users. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value)
  );
}

export const NewPasswordSchema = z
  .string()
  .refine(isStrongPassword, { message: Messages.password.rule });
