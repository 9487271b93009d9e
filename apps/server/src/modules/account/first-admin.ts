import { isStrongPassword } from '@clinicall/shared/password';
import { Role } from '@clinicall/shared/roles';
import type { Db } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import { createAuditWriter } from '../audit/audit.service.js';
import { accountRepository } from './account.repository.js';
import { createUserAccount, normalizeEmail } from './user-accounts.js';

export type FirstAdminInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

/** The production bootstrap: a super admin created from the command line (no demo data there). */
export async function createSuperAdmin(db: Db, input: FirstAdminInput) {
  if (!isStrongPassword(input.password)) throw domainError('WEAK_PASSWORD');
  if (await accountRepository.findUserByEmail(db, normalizeEmail(input.email))) {
    throw domainError('EMAIL_TAKEN', `An account with the e-mail ${input.email} exists already.`);
  }
  return db.transaction(async (tx) => {
    const user = await createUserAccount(tx, { ...input, role: Role.superAdmin });
    await createAuditWriter(tx).record({ action: 'admin.created-by-cli', userId: user.id });
    return user;
  });
}
