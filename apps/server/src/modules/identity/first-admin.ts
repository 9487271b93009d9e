import { Messages } from '@clinicall/shared/messages';
import { isStrongPassword } from '@clinicall/shared/password';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/domain-error.js';
import { createAuditWriter } from '../audit/audit.service.js';
import { identityRepository } from './identity.repository.js';
import { normalizeEmail } from './identity.service.js';
import { createUserAccount } from './user-accounts.js';

export type FirstAdminInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** The production bootstrap: a super admin created from the command line (no demo data there). */
export async function createSuperAdmin(db: Db, input: FirstAdminInput) {
  if (!isStrongPassword(input.password)) throw badRequest('WEAK_PASSWORD', Messages.password.rule);
  if (await identityRepository.findUserByEmail(db, normalizeEmail(input.email))) {
    throw badRequest('EMAIL_TAKEN', `An account with the e-mail ${input.email} exists already.`);
  }
  return db.transaction(async (tx) => {
    const user = await createUserAccount(tx, { ...input, role: Role.superAdmin });
    await createAuditWriter(tx).record({ action: 'admin.created-by-cli', userId: user.id });
    return user;
  });
}
