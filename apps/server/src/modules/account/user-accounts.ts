import type { Role } from '@clinicall/shared/roles';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { hashPassword } from '../../lib/password-hashing.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type NewUser = {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  activated?: boolean;
  mustChangePassword?: boolean;
  passcodeRequired?: boolean;
  /** IANA zone; sign-in sets it from the browser, so it is only given for seeded accounts. */
  timeZone?: string;
} & ({ password: string } | { passwordHash: string });

/** The one way accounts are created: seed, CLI, administration and tests all come through here. */
export async function createUserAccount(ex: Executor, input: NewUser) {
  const [row] = await ex
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      passwordHash:
        'passwordHash' in input ? input.passwordHash : await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phoneNumber: input.phoneNumber ?? null,
      activated: input.activated ?? true,
      mustChangePassword: input.mustChangePassword ?? false,
      passcodeRequired: input.passcodeRequired ?? false,
      timeZone: input.timeZone ?? null,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}
