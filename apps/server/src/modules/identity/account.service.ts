import type { Account, LoggedUser } from '@clinicall/shared/identity';
import { Messages } from '@clinicall/shared/messages';
import type { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';
import { unauthorized } from '../../lib/domain-error.js';
import type { AuthContext } from '../../plugins/types.js';
import { clinicsRepository, toClinicSummary } from '../clinics/clinics.repository.js';
import { identityRepository } from './identity.repository.js';

type AccountRow = NonNullable<Awaited<ReturnType<typeof identityRepository.accountOf>>>;

const toAccount = ({ user, assistant }: AccountRow): Account => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: [user.role as Role],
  roomName: user.roomName,
  timeZone: user.timeZone,
  actingAssistant: assistant,
});

export function createAccountService(db: Db) {
  async function accountRow(auth: AuthContext) {
    const row = await identityRepository.accountOf(db, auth.userId, auth.actingAssistantId);
    if (!row) throw unauthorized('UNAUTHORIZED', Messages.generic.unauthorized);
    return row;
  }

  return {
    account: async (auth: AuthContext) => toAccount(await accountRow(auth)),

    async loggedUser(auth: AuthContext): Promise<LoggedUser> {
      const [row, clinics, provider, patient] = await Promise.all([
        accountRow(auth),
        clinicsRepository.clinicsOfUser(db, auth.userId),
        db.select().from(providerProfiles).where(eq(providerProfiles.userId, auth.userId)),
        db.select().from(patientProfiles).where(eq(patientProfiles.userId, auth.userId)),
      ]);
      return {
        ...toAccount(row),
        phoneNumber: row.user.phoneNumber,
        imagePath: row.user.imagePath,
        primarySpecialty: provider[0]?.primarySpecialty ?? null,
        dateOfBirth: patient[0]?.dateOfBirth ?? null,
        gender: patient[0]?.gender ?? null,
        clinicDTOS: clinics.map(toClinicSummary),
      };
    },
  };
}
