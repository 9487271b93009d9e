import type { PatientProfile } from '@clinicall/shared/people/patient-profile';
import { Role } from '@clinicall/shared/roles';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { referrals } from '../../db/schema/referrals.js';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import {
  answerReferral,
  createNetworkWorld,
  sendReferral,
  type NetworkWorld,
} from '../../test-support/referrals.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: NetworkWorld;
let patient: Awaited<ReturnType<typeof createUser>> & { token: string };
let referralId: number;

beforeAll(async () => {
  world = await createNetworkWorld(ctx.app);
  const user = await createUser(ctx.app.db, Role.patient, { clinicId: world.a.id });
  await ctx.app.db.insert(patientProfiles).values({ userId: user.id });
  patient = { ...user, token: await tokenFor(ctx.app, user.id) };
  // Provider A refers the patient to provider B (clinic B), who accepts.
  referralId = await sendReferral(ctx.app, world.providerA, {
    patientId: patient.id,
    providerId: world.providerB.id,
  });
  expect((await answerReferral(ctx.app, world.providerB, referralId, 'ACCEPTED')).statusCode).toBe(
    200,
  );
});

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
const profileAs = async (token: string) => {
  const response = await get(token, `/api/patient/${patient.id}/profile`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PatientProfile>();
};

describe('issue 22 item 4: the profile tells how its reader reaches the patient', () => {
  test('F7 F138 a referral’s receiver reads through the grant (and which referral); the referrer through care; the patient as themselves', async () => {
    expect((await profileAs(world.providerB.token)).reach).toEqual({
      through: 'REFERRAL_GRANT',
      referralId,
    });
    expect((await profileAs(world.providerA.token)).reach).toEqual({
      through: 'CARE',
      referralId: null,
    });
    expect((await profileAs(patient.token)).reach).toEqual({ through: 'SELF', referralId: null });
  });

  test('F7 a provider who holds a grant but shares a clinic with the patient reads through care', async () => {
    // Provider A's colleague was referred the patient too: their clinic is the patient's.
    const id = await sendReferral(ctx.app, world.providerA, {
      patientId: patient.id,
      providerId: world.colleagueA.id,
    });
    expect((await answerReferral(ctx.app, world.colleagueA, id, 'ACCEPTED')).statusCode).toBe(200);
    expect((await profileAs(world.colleagueA.token)).reach.through).toBe('CARE');
  });
});

describe('issue 22 item 4: a grant reader is refused what the grant does not cover', () => {
  test('F7 F97 no appointments, attachments, billing, monitoring, photo, edit, family member, referral or message about the patient (4xx, nothing changed)', async () => {
    const token = world.providerB.token;
    const profile = await profileAs(token);
    const reads = [
      `/api/encounters/filter?patientId=${patient.id}`,
      `/api/attachment/search?patientId=${patient.id}`,
      `/api/patients/billingSummary?patientId=${patient.id}`,
      `/api/monitoring/patients/${patient.id}/alerts`,
      `/api/monitoring/patients/${patient.id}/thresholds`,
      `/api/patients/recordViews?patientId=${patient.id}`,
      `/api/patient/${patient.id}/photo`,
      `/api/referrals/grants?patientId=${patient.id}`,
    ];
    for (const url of reads) {
      const response = await get(token, url);
      expect([403, 404], `${url}: ${response.body}`).toContain(response.statusCode);
    }
    const writes = [
      {
        method: 'PUT' as const,
        url: '/api/patients/profile',
        payload: { oldPatientData: profile, newPatientData: { ...profile, firstName: 'Changed' } },
      },
      {
        method: 'POST' as const,
        url: '/api/patients/familyMembers',
        payload: {
          headPatientId: patient.id,
          firstName: 'Kid',
          lastName: 'Member',
          relationship: 'Son',
          gender: 'male',
          dateOfBirth: '2015-04-01',
        },
      },
      {
        method: 'POST' as const,
        url: '/api/referrals',
        payload: { patientId: patient.id, providerId: world.colleagueA.id, note: 'Onwards' },
      },
      {
        method: 'POST' as const,
        url: '/api/registerTopic',
        payload: { subject: 'Hello', body: 'About your visit', subscribersEmails: [patient.email] },
      },
    ];
    const referralsBefore = await ctx.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(referrals);
    for (const write of writes) {
      const response = await ctx.app.inject({ ...write, headers: bearer(token) });
      expect(response.statusCode, `${write.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${write.url}: ${response.body}`).toBeLessThan(500);
    }
    const [stored] = await ctx.app.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, patient.id));
    expect(stored!.firstName).toBe(profile.firstName);
    const family = await ctx.app.db
      .select()
      .from(patientProfiles)
      .where(eq(patientProfiles.familyOwnerId, patient.id));
    expect(family).toEqual([]);
    expect(await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(referrals)).toEqual(
      referralsBefore,
    );
  });
});
