import { Role } from '@clinicall/shared/roles';
import type { BookableProviderPage } from '@clinicall/shared/scheduling/booking-lists';
import type { EncounterList } from '@clinicall/shared/scheduling/encounters';
import type { PaidBooking } from '@clinicall/shared/scheduling/paid-booking';
import type { Schedule } from '@clinicall/shared/scheduling/slots';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { clinicMemberships } from '../../db/schema/clinics.js';
import { encounters } from '../../db/schema/encounters.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { referralGrants } from '../../db/schema/referrals.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, createUser, tokenFor } from '../../test-support/factories.js';
import { postPaidBooking, sandboxCardToken } from '../../test-support/paid-booking.js';
import {
  answerReferral,
  createNetworkWorld,
  sendReferral,
  type NetworkWorld,
} from '../../test-support/referrals.js';
import {
  addVideoType,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 UTC.
const time = pinnedClock('2026-03-09T09:30:00Z');
// Card payments go through the sandbox gateway outside production.
const ctx = useTestApp({ clock: time.clock });
let world: NetworkWorld;
let videoTypeId: number;
let nextSlot = 0;

beforeAll(async () => {
  world = await createNetworkWorld(ctx.app);
  const db = ctx.app.db;
  // Clinic B lets patients book themselves; its provider sees patients 09:00–17:00 UTC weekdays.
  await setClinicFlags(db, world.b.id, { isPatientScheduleAppointmentEnabled: true });
  await weeklyAvailability(
    db,
    world.providerB.id,
    'UTC',
    '2026-01-05',
    weekdays([{ start: '09:00', end: '17:00' }]),
  );
  videoTypeId = await addVideoType(db, world.providerB.id, {
    durationMinutes: 30,
    priceCents: 2500,
    encounterName: 'Cardiology visit',
  });
});

type Patient = Awaited<ReturnType<typeof createUser>> & { token: string };

/** A patient of clinic A (optionally a family member headed by `head`) whom no test referred. */
async function patientOfA(head?: Patient): Promise<Patient> {
  const user = await createUser(ctx.app.db, Role.patient, { clinicId: world.a.id });
  await ctx.app.db.insert(patientProfiles).values({
    userId: user.id,
    familyOwnerId: head?.id ?? null,
    relationship: head ? 'Son' : null,
  });
  return { ...user, token: await tokenFor(ctx.app, user.id) };
}

/** Provider A refers the patient to `to` (provider B unless said); B answers if `answer` says. */
async function referral(patient: Patient, answer?: 'ACCEPTED' | 'DECLINED', to = world.providerB) {
  const id = await sendReferral(ctx.app, world.providerA, {
    patientId: patient.id,
    providerId: to.id,
  });
  if (answer) expect((await answerReferral(ctx.app, to, id, answer)).statusCode).toBe(200);
  return id;
}

/** A fresh half hour on Wednesday 11 March (UTC), inside B's hours. */
function freshSlot() {
  const start = new Date(Date.UTC(2026, 2, 11, 9, 30 * nextSlot++));
  return {
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 1_800_000).toISOString(),
  };
}

const visit = (extra: Record<string, unknown> = {}) => ({
  type: 'VIDEO',
  ...freshSlot(),
  provider: { id: world.providerB.id },
  patientPayment: { paymentType: 'INSURANCE' },
  paymentData: { paymentType: 'INSURANCE', videoTypeId },
  patientEncounterSymptom: { preCondition: { description: 'Chest pain' } },
  message: { subject: 'Referral visit', messageBody: 'Dr. Anders referred me.' },
  ...extra,
});

const book = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/ownedbypatient',
    headers: bearer(token),
    payload,
  });

const schedule = (token: string, providerId = world.providerB.id) =>
  ctx.app.inject({
    url: `/api/appointments/schedule?date=2026-03-11&providerId=${providerId}&duration=30&timeZone=UTC`,
    headers: bearer(token),
  });

const offerings = (token: string, email = world.providerB.email) =>
  ctx.app.inject({
    url: `/api/providers/offering?email=${encodeURIComponent(email)}`,
    headers: bearer(token),
  });

/** The providers the patient's booking wizard offers (C56). */
const bookableIds = async (token: string) => {
  const response = await ctx.app.inject({
    url: '/api/appointments/providers',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BookableProviderPage>().content.map((p) => p.id);
};

const encountersOf = (patientId: number) =>
  ctx.app.db
    .select({ id: encounters.id, clinicId: encounters.clinicId })
    .from(encounters)
    .where(eq(encounters.patientId, patientId));

const isMemberOfB = async (patientId: number) =>
  (
    await ctx.app.db
      .select()
      .from(clinicMemberships)
      .where(
        and(eq(clinicMemberships.userId, patientId), eq(clinicMemberships.clinicId, world.b.id)),
      )
  ).length > 0;

/** Whoever `token` holds sees neither B's slots nor B's offerings, and books nothing with B. */
async function expectRefused(token: string, patientId: number, body: object = visit()) {
  expect(await bookableIds(token)).not.toContain(world.providerB.id);
  expect((await schedule(token)).statusCode).toBe(403);
  expect((await offerings(token)).statusCode).toBe(403);
  const booked = await book(token, body);
  expect(booked.statusCode, booked.body).toBe(403);
  expect(await encountersOf(patientId)).toEqual([]);
  expect(await isMemberOfB(patientId)).toBe(false);
}

describe('issue 22: the referred patient books the provider they were referred to', () => {
  test('F91 with an accepted referral the patient sees the provider’s slots and offerings, books in the provider’s clinic and joins it; the visit is in both lists and its room opens', async () => {
    const patient = await patientOfA();
    expect(await bookableIds(patient.token)).not.toContain(world.providerB.id);
    const id = await referral(patient, 'ACCEPTED');
    // C56: the wizard offers the provider the patient was referred to.
    expect(await bookableIds(patient.token)).toContain(world.providerB.id);

    const slots = await schedule(patient.token);
    expect(slots.statusCode, slots.body).toBe(200);
    const day = slots.json<Schedule>().days.find((d) => d.date === '2026-03-11');
    expect(day?.starts.length).toBeGreaterThan(0);
    const offered = await offerings(patient.token);
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().encounterAccounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ encounterType: 'VIDEO', active: true })]),
    );

    const booked = await book(patient.token, visit());
    expect(booked.statusCode, booked.body).toBe(201);
    const encounterId = booked.json<{ id: number }>().id;
    expect(await encountersOf(patient.id)).toEqual([{ id: encounterId, clinicId: world.b.id }]);
    // Booking was the patient's consent to join the provider's clinic (issue 19 path 1).
    expect(await isMemberOfB(patient.id)).toBe(true);
    const joined = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'clinic.joined-through-referral'),
          eq(auditLog.patientId, patient.id),
        ),
      );
    expect(joined).toEqual([
      expect.objectContaining({ clinicId: world.b.id, subject: String(id) }),
    ]);

    const listed = (token: string) =>
      ctx.app.inject({ url: '/api/encounters?status=REQUESTED&size=50', headers: bearer(token) });
    const providerList = await listed(world.providerB.token);
    expect(providerList.json<EncounterList>().encountersDTO.map((e) => e.id)).toContain(
      encounterId,
    );
    // The membership reaches the patient's session once its change notification arrives.
    await vi.waitFor(async () => {
      const mine = await listed(patient.token);
      expect(mine.json<EncounterList>().encountersDTO.map((e) => e.id)).toContain(encounterId);
    });
    const room = await ctx.app.inject({
      url: `/api/rooms/encounter/${encounterId}`,
      headers: bearer(patient.token),
    });
    expect(room.statusCode, room.body).toBe(200);
    // A patient of the clinic now: the provider writes to them in the in-mail (E13).
    const topic = await ctx.app.inject({
      method: 'POST',
      url: '/api/registerTopic',
      headers: bearer(world.providerB.token),
      payload: {
        subject: 'Before your visit',
        body: 'Bring your sleep diary.',
        subscribersEmails: [patient.email],
      },
    });
    expect(topic.statusCode, topic.body).toBe(201);
  });

  test('F91 C66 the referred patient pays by card for a visit with the provider they were referred to', async () => {
    const patient = await patientOfA();
    await referral(patient, 'ACCEPTED');
    const body = {
      booking: visit({
        patientPayment: { paymentType: 'CASH', quantity: 25 },
        paymentData: { paymentType: 'CASH', videoTypeId },
      }),
      payment: {
        phone: '555-0100',
        nameOnCard: 'Petra Andersen',
        cardToken: await sandboxCardToken(ctx.app, patient.id),
      },
    };
    const paid = await postPaidBooking(ctx.app, patient.token, body, `referral-${patient.id}`);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<PaidBooking>().payment).toMatchObject({ amount: 25 });
    expect(await encountersOf(patient.id)).toEqual([
      { id: paid.json<PaidBooking>().encounter.id, clinicId: world.b.id },
    ]);
  });
});

describe('issue 22: who may not book through a referral (403, nothing written)', () => {
  test('F91 a patient without a referral', async () => {
    const patient = await patientOfA();
    await expectRefused(patient.token, patient.id);
  });

  test('F91 a referral still waiting, declined, or withdrawn', async () => {
    const waiting = await patientOfA();
    await referral(waiting);
    await expectRefused(waiting.token, waiting.id);

    const declined = await patientOfA();
    await referral(declined, 'DECLINED');
    await expectRefused(declined.token, declined.id);

    const withdrawn = await patientOfA();
    const id = await referral(withdrawn);
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: `/api/referrals/${id}/withdraw`,
      headers: bearer(world.providerA.token),
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    await expectRefused(withdrawn.token, withdrawn.id);
  });

  test('F91 an accepted referral whose access was revoked, or has expired', async () => {
    const revoked = await patientOfA();
    const id = await referral(revoked, 'ACCEPTED');
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `/api/referrals/${id}/revoke`,
      headers: bearer(revoked.token),
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    await expectRefused(revoked.token, revoked.id);

    const expired = await patientOfA();
    const old = await referral(expired, 'ACCEPTED');
    await ctx.app.db
      .update(referralGrants)
      .set({ expiresAt: new Date(time.clock().getTime() - 1) })
      .where(eq(referralGrants.referralId, old));
    await expectRefused(expired.token, expired.id);
  });

  test('F91 a referral to another provider does not open this one', async () => {
    const patient = await patientOfA();
    const colleague = await createUser(ctx.app.db, Role.provider, { clinicId: world.b.id });
    await referral(patient, 'ACCEPTED');
    expect((await schedule(patient.token, colleague.id)).statusCode).toBe(403);
    expect((await offerings(patient.token, colleague.email)).statusCode).toBe(403);
    const booked = await book(patient.token, visit({ provider: { id: colleague.id } }));
    expect(booked.statusCode, booked.body).toBe(403);
    expect(await encountersOf(patient.id)).toEqual([]);
  });

  test("F91 another patient's referral does not let this patient book", async () => {
    const referred = await patientOfA();
    await referral(referred, 'ACCEPTED');
    const other = await patientOfA();
    await expectRefused(other.token, other.id);
    // Nor booking for the referred patient by naming them.
    const forThem = await book(other.token, visit({ patient: { id: referred.id } }));
    expect(forThem.statusCode).toBe(403);
    expect(await encountersOf(referred.id)).toEqual([]);
  });

  test('F91 a family member acting: the head does not book with their own referral for a member, nor for a referred member; the member does not use the head’s', async () => {
    const head = await patientOfA();
    const member = await patientOfA(head);
    await referral(head, 'ACCEPTED');
    // The member's own account: the head's referral is not theirs.
    await expectRefused(member.token, member.id);
    // The head books the member with the head's referral: the member consented to nothing.
    const forMember = await book(head.token, visit({ patient: { id: member.id } }));
    expect(forMember.statusCode, forMember.body).toBe(403);

    const referredMember = await patientOfA(head);
    await referral(referredMember, 'ACCEPTED');
    const forReferred = await book(head.token, visit({ patient: { id: referredMember.id } }));
    expect(forReferred.statusCode, forReferred.body).toBe(403);
    expect(await encountersOf(member.id)).toEqual([]);
    expect(await encountersOf(referredMember.id)).toEqual([]);
    expect(await isMemberOfB(referredMember.id)).toBe(false);
  });
});
