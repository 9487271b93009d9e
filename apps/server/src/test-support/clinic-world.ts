import { Role } from '@clinicall/shared/roles';
import type { App } from '../app.js';
import { patientProfiles } from '../db/schema/profiles.js';
import { createClinic, createUser, linkAssistant, tokenFor } from './factories.js';

type User = Awaited<ReturnType<typeof createUser>>;
export type SignedIn = User & { token: string };

/**
 * A whole clinic in one call: its admin, two providers, an assistant linked to the first provider,
 * two patients, and a family member headed by the first patient; each with a live session token.
 * Unique e-mails, so several worlds live side by side in one test database.
 */
export async function createClinicWorld(
  app: App,
  clinicOverrides: Parameters<typeof createClinic>[1] = {},
) {
  const db = app.db;
  const clinic = await createClinic(db, clinicOverrides);
  const member = async (role: Role, names: { firstName: string; lastName: string }) => {
    const user = await createUser(db, role, { clinicId: clinic.id, ...names });
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const admin = await member(Role.clinicAdmin, { firstName: 'Ada', lastName: 'Admin' });
  const provider = await member(Role.provider, { firstName: 'Paula', lastName: 'Provider' });
  const otherProvider = await member(Role.provider, { firstName: 'Omar', lastName: 'Other' });
  const assistant = await member(Role.assistant, { firstName: 'Asa', lastName: 'Assistant' });
  await linkAssistant(db, assistant.id, provider.id);
  const patient = await member(Role.patient, { firstName: 'Pat', lastName: 'Patient' });
  const otherPatient = await member(Role.patient, { firstName: 'Olga', lastName: 'Patient' });
  const familyMember = await member(Role.patient, { firstName: 'Fin', lastName: 'Patient' });
  await db
    .insert(patientProfiles)
    .values([
      { userId: patient.id },
      { userId: otherPatient.id },
      { userId: familyMember.id, familyOwnerId: patient.id, relationship: 'Son' },
    ]);
  return {
    clinic,
    admin,
    provider,
    otherProvider,
    assistant,
    patient,
    otherPatient,
    familyMember,
  };
}

export type ClinicWorld = Awaited<ReturnType<typeof createClinicWorld>>;

/** The platform's super admin, who belongs to no clinic and sees them all. */
export async function createSuperAdminUser(app: App): Promise<SignedIn> {
  const user = await createUser(app.db, Role.superAdmin, { firstName: 'Sue', lastName: 'Super' });
  return { ...user, token: await tokenFor(app, user.id) };
}
