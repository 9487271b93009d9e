import type { LoggedUser } from '@clinicall/shared/identity';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';
import type { AuthContext } from '../../plugins/types.js';
import { clinicsRepository, toClinicSummary } from '../clinics/clinics.repository.js';
import { identityRepository } from './identity.repository.js';

export function createAccountService(db: Db) {
  return {
    account: (auth: AuthContext) => auth.account,

    async loggedUser(auth: AuthContext): Promise<LoggedUser> {
      const [user, clinics, provider, patient] = await Promise.all([
        identityRepository.findUserById(db, auth.userId),
        clinicsRepository.clinicsOfUser(db, auth.userId),
        db.select().from(providerProfiles).where(eq(providerProfiles.userId, auth.userId)),
        db.select().from(patientProfiles).where(eq(patientProfiles.userId, auth.userId)),
      ]);
      return {
        ...auth.account,
        phoneNumber: user?.phoneNumber ?? null,
        imagePath: user?.imagePath ?? null,
        primarySpecialty: provider[0]?.primarySpecialty ?? null,
        dateOfBirth: patient[0]?.dateOfBirth ?? null,
        gender: patient[0]?.gender ?? null,
        clinicDTOS: clinics.map(toClinicSummary),
      };
    },
  };
}
