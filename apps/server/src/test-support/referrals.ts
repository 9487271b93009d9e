import { Role } from '@clinicall/shared/roles';
import type { App } from '../app.js';
import { patientProfiles, providerProfiles } from '../db/schema/profiles.js';
import { eq } from 'drizzle-orm';
import { multipart, sampleFiles } from './attachments.js';
import { setClinicSwitches } from './clinic-switches.js';
import { bearer, createClinic, createUser, tokenFor } from './factories.js';

/**
 * Issue 22's cast: clinics A and B with the provider network on, C with it off; a provider in each
 * (and a second in A), a patient in A and one in B, each with a live session.
 */
export async function createNetworkWorld(app: App) {
  const db = app.db;
  const [a, b, c] = await Promise.all([
    createClinic(db, { providerNetworkEnabled: true }),
    createClinic(db, { providerNetworkEnabled: true }),
    createClinic(db, { providerNetworkEnabled: false }),
  ]);
  const member = async (role: Role, clinicId: number, firstName: string, lastName: string) => {
    const user = await createUser(db, role, { clinicId, firstName, lastName });
    if (role === Role.patient) await db.insert(patientProfiles).values({ userId: user.id });
    return { ...user, token: await tokenFor(app, user.id) };
  };
  const world = {
    a,
    b,
    c,
    providerA: await member(Role.provider, a.id, 'Alma', 'Anders'),
    colleagueA: await member(Role.provider, a.id, 'Abel', 'Aster'),
    providerB: await member(Role.provider, b.id, 'Bruno', 'Berg'),
    providerC: await member(Role.provider, c.id, 'Cora', 'Cole'),
    patientA: await member(Role.patient, a.id, 'Petra', 'Andersen'),
    patientB: await member(Role.patient, b.id, 'Piet', 'Bakker'),
  };
  await db
    .update(providerProfiles)
    .set({ preferred: true, primarySpecialty: 'Cardiology', specialties: ['Cardiology'] })
    .where(eq(providerProfiles.userId, world.providerB.id));
  return world;
}

export type NetworkWorld = Awaited<ReturnType<typeof createNetworkWorld>>;

/** A referral sent through the API; answers its id. */
export async function sendReferral(
  app: App,
  from: { token: string },
  body: { patientId: number; providerId: number; note?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/referrals',
    headers: bearer(from.token),
    payload: { note: 'Please see this patient.', ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`referral: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Attaches one file to a referral as its sender. */
export async function attachToReferral(
  app: App,
  from: { token: string },
  referralId: number,
  file = { name: 'results.pdf', bytes: sampleFiles.pdf('referral') },
) {
  const form = await multipart([file]);
  return app.inject({
    method: 'POST',
    url: `/api/referrals/attach?referralId=${referralId}`,
    headers: { ...bearer(from.token), ...form.headers },
    payload: form.payload,
  });
}

/** The receiver's answer (F90). */
export function answerReferral(
  app: App,
  by: { token: string },
  id: number,
  status: 'ACCEPTED' | 'DECLINED',
) {
  return app.inject({
    method: 'PUT',
    url: '/api/referrals',
    headers: bearer(by.token),
    payload: { id, status },
  });
}

/** Turns the network on for a clinic (the clinic-world tests' clinics start with it off). */
export const enableNetwork = (app: App, clinicId: number) =>
  setClinicSwitches(app.db, clinicId, { providerNetworkEnabled: true });
