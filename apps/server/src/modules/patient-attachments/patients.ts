import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';

/** Whether `userId` is a patient's account: a join request goes to patients only. */
export async function isPatientUser(ex: Executor, userId: number): Promise<boolean> {
  const [row] = await ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, Role.patient)));
  return row !== undefined;
}
