import { LifecycleMessages, STATUS_TRANSITIONS } from '@clinicall/shared/scheduling/lifecycle';
import { ENCOUNTER_STATUSES, type EncounterStatus } from '@clinicall/shared/scheduling/types';
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import { insertEncounter, setClinicFlags } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const ctx = useTestApp({ clock: time.clock, jobs: { now: time.clock } });
let world: ClinicWorld;
let other: ClinicWorld;
/** Each appointment gets its own hour, so the no-overlap constraint never interferes. */
let nextHour = 0;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  other = await createClinicWorld(ctx.app);
  await setClinicFlags(ctx.app.db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
});

const inDays = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString();

/** An appointment of `world`'s provider and patient, requested by the patient unless told. */
async function appointment(
  status: EncounterStatus,
  extra: Partial<Parameters<typeof insertEncounter>[1]> = {},
) {
  nextHour += 1;
  return insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: new Date(Date.parse(inDays(3)) + nextHour * 3_600_000).toISOString(),
    minutes: 30,
    status,
    ...extra,
  });
}

const post = (token: string, payload: object, url = '/api/encounters/status') =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function statusOf(id: number) {
  const [row] = await ctx.app.db
    .select({ status: encounters.status, cancelReason: encounters.cancelReason })
    .from(encounters)
    .where(eq(encounters.id, id));
  return row!;
}

describe('the state machine', () => {
  test('C82 every transition of the table is allowed to its actor, every other one answers 409 and changes nothing', async () => {
    for (const from of ENCOUNTER_STATUSES) {
      for (const to of ENCOUNTER_STATUSES) {
        const rule = STATUS_TRANSITIONS[from][to];
        // The patient requested; the provider answers, starts and finishes.
        const actor =
          rule?.by === 'requester' || rule?.by === 'patient' ? world.patient : world.provider;
        const id = await appointment(from);
        const response = await post(actor.token, { id, status: to, cancelReason: 'Not needed' });
        if (rule) {
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
          expect(response.json()).toMatchObject({ id, status: to });
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          expect(response.json().code).toBe('ILLEGAL_TRANSITION');
          expect((await statusOf(id)).status).toBe(from);
        }
      }
    }
  });

  test('C78 lower-case statuses are accepted, and the separate accepted and declined calls work', async () => {
    const a = await appointment('REQUESTED');
    expect((await post(world.provider.token, { id: a, status: 'accepted' })).statusCode).toBe(200);
    const b = await appointment('REQUESTED');
    const accepted = await post(world.provider.token, { id: b }, '/api/encounters/status/accepted');
    expect(accepted.json().status).toBe('ACCEPTED');
    const c = await appointment('REQUESTED');
    const declined = await post(
      world.provider.token,
      { id: c, reason: 'Fully booked' },
      '/api/encounters/status/declined',
    );
    expect(declined.json()).toMatchObject({ status: 'DECLINED', cancelReason: 'Fully booked' });
  });

  test('C80 decline and cancel need a reason of at most 1000 characters; without one nothing changes', async () => {
    const id = await appointment('REQUESTED');
    for (const cancelReason of [undefined, '   ', 'x'.repeat(1001)]) {
      const response = await post(world.provider.token, { id, status: 'DECLINED', cancelReason });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('cancelReason');
    }
    expect((await statusOf(id)).status).toBe('REQUESTED');
    const ok = await post(world.provider.token, {
      id,
      status: 'DECLINED',
      cancelReason: 'y'.repeat(1000),
    });
    expect(ok.statusCode).toBe(200);
    const confirmed = await appointment('ACCEPTED');
    expect(
      (await post(world.patient.token, { id: confirmed, status: 'CANCELLED' })).statusCode,
    ).toBe(400);
  });

  test('C81 cancel is allowed until 15 minutes before start, refused after', async () => {
    const start = new Date(Date.parse(NOW) + 60 * 60_000).toISOString();
    const late = await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: world.otherProvider.id,
      patientId: world.patient.id,
      start,
      minutes: 30,
    });
    const onTime = await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: world.otherProvider.id,
      patientId: world.otherPatient.id,
      start: new Date(Date.parse(start) + 3_600_000).toISOString(),
      minutes: 30,
    });
    try {
      time.set(new Date(Date.parse(start) - 14 * 60_000).toISOString());
      const refused = await post(world.patient.token, {
        id: late,
        status: 'CANCELLED',
        cancelReason: 'Running late',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'CANCEL_TOO_LATE',
        errorMessage: 'Appointments can be cancelled only until 15 minutes before they start.',
      });
      expect((await statusOf(late)).status).toBe('ACCEPTED');
      time.set(new Date(Date.parse(start) + 3_600_000 - 15 * 60_000).toISOString());
      const allowed = await post(world.otherProvider.token, {
        id: onTime,
        status: 'CANCELLED',
        cancelReason: 'Called away',
      });
      expect(allowed.statusCode).toBe(200);
    } finally {
      time.set(NOW);
    }
  });

  test('D9 issue 21: an accepted visit is not started after its scheduled end; a running one is finished', async () => {
    const start = new Date(Date.parse(NOW) - 3 * 3_600_000).toISOString();
    const over = await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: world.otherProvider.id,
      patientId: world.otherPatient.id,
      start,
      minutes: 30,
    });
    const refused = await post(world.otherProvider.token, { id: over, status: 'PROVIDER_STARTED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'APPOINTMENT_OVER',
      errorMessage: LifecycleMessages.appointmentOver,
    });
    expect((await statusOf(over)).status).toBe('ACCEPTED');
    const running = await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: world.otherProvider.id,
      patientId: world.otherPatient.id,
      start: new Date(Date.parse(start) + 3_600_000).toISOString(),
      minutes: 30,
      status: 'STARTED',
    });
    const finished = await post(world.otherProvider.token, { id: running, status: 'FINISHED' });
    expect(finished.statusCode, finished.body).toBe(200);
  });

  test('C81 patients cancel only where scheduling is enabled; the provider always may', async () => {
    const id = await insertEncounter(ctx.app.db, {
      clinicId: other.clinic.id,
      providerId: other.provider.id,
      patientId: other.patient.id,
      start: inDays(5),
      minutes: 30,
    });
    const refused = await post(other.patient.token, {
      id,
      status: 'CANCELLED',
      cancelReason: 'No',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SCHEDULING_DISABLED');
    const byProvider = await post(other.provider.token, {
      id,
      status: 'CANCELLED',
      cancelReason: 'Away',
    });
    expect(byProvider.statusCode).toBe(200);
  });

  test('C75 C79 a request is answered by the other party: never accepted by its own requester', async () => {
    const byPatient = await appointment('REQUESTED');
    const own = await post(world.patient.token, { id: byPatient, status: 'ACCEPTED' });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('NOT_YOUR_TURN');
    const byProvider = await appointment('REQUESTED', { ownerId: world.provider.id });
    expect(
      (await post(world.provider.token, { id: byProvider, status: 'ACCEPTED' })).statusCode,
    ).toBe(403);
    const answered = await post(world.patient.token, { id: byProvider, status: 'ACCEPTED' });
    expect(answered.statusCode).toBe(200);
    // The requester may withdraw their own request, with a reason.
    const withdrawn = await appointment('REQUESTED', { ownerId: world.provider.id });
    const response = await post(world.provider.token, {
      id: withdrawn,
      status: 'CANCELLED',
      cancelReason: 'Booked by mistake',
    });
    expect(response.statusCode).toBe(200);
  });

  test('C79 the family head answers for the family member they head', async () => {
    const id = await appointment('REQUESTED', {
      patientId: world.familyMember.id,
      ownerId: world.provider.id,
    });
    expect((await post(world.patient.token, { id, status: 'ACCEPTED' })).statusCode).toBe(200);
  });

  test('C79 issue 19 path 11: another party’s appointment is refused (403: another provider, another patient); another clinic’s answers as an unknown id (404)', async () => {
    const id = await appointment('REQUESTED');
    for (const caller of [world.otherProvider, world.otherPatient]) {
      const response = await post(caller.token, { id, status: 'ACCEPTED' });
      expect(response.statusCode).toBe(403);
    }
    for (const caller of [other.provider, other.patient]) {
      const response = await post(caller.token, { id, status: 'ACCEPTED' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(
        (await post(caller.token, { id: 999_999, status: 'ACCEPTED' })).json(),
      );
    }
    const admin = await post(world.admin.token, { id, status: 'ACCEPTED' });
    expect(admin.statusCode).toBe(403);
    expect((await statusOf(id)).status).toBe('REQUESTED');
    expect((await post(world.provider.token, { id: 999_999, status: 'ACCEPTED' })).statusCode).toBe(
      404,
    );
  });

  test('C76 a request paid by card is not accepted without its payment', async () => {
    const id = await appointment('REQUESTED', { cashCents: 4000 });
    const response = await post(world.provider.token, { id, status: 'ACCEPTED' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYMENT_REQUIRED');
    expect((await statusOf(id)).status).toBe('REQUESTED');
  });

  test('C82 racing accept and decline of one request: exactly one wins, the other answers 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await appointment('REQUESTED');
      const [accept, decline] = await Promise.all([
        post(world.provider.token, { id, status: 'ACCEPTED' }),
        post(world.provider.token, { id, status: 'DECLINED', cancelReason: 'Fully booked' }),
      ]);
      expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
      const winner = accept.statusCode === 200 ? 'ACCEPTED' : 'DECLINED';
      expect((await statusOf(id)).status).toBe(winner);
    }
  });

  test('C81 racing cancels of a confirmed appointment by both parties: one cancellation, one mail', async () => {
    const cancellations = async () => {
      await ctx.app.jobs.drain();
      const [row] = await ctx.app.db
        .select({ value: count() })
        .from(mailOutbox)
        .where(like(mailOutbox.subject, 'Appointment cancelled%'));
      return row!.value;
    };
    const before = await cancellations();
    const id = await appointment('ACCEPTED', { patientId: world.familyMember.id });
    const responses = await Promise.all([
      post(world.provider.token, { id, status: 'CANCELLED', cancelReason: 'Away' }),
      post(world.patient.token, { id, status: 'CANCELLED', cancelReason: 'Ill' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await cancellations()).toBe(before + 1);
  });

  test('C82 declined and cancelled appointments free their time for a new booking', async () => {
    const start = inDays(9);
    const first = await appointment('REQUESTED', { start });
    await post(world.provider.token, { id: first, status: 'DECLINED', cancelReason: 'Away' });
    const second = await appointment('ACCEPTED', { start });
    await post(world.provider.token, { id: second, status: 'CANCELLED', cancelReason: 'Away' });
    await expect(appointment('REQUESTED', { start })).resolves.toBeGreaterThan(0);
  });
});

describe('mails and calendar files', () => {
  test('C98 accepting mails the requester a calendar invitation in UTC with a stable UID; cancelling mails its cancellation', async () => {
    const start = '2026-03-20T15:00:00Z';
    const id = await appointment('REQUESTED', { start, patientId: world.otherPatient.id });
    await post(world.provider.token, { id, status: 'ACCEPTED' });
    const accepted = await latestMail(ctx.app, world.otherPatient.email);
    expect(accepted?.subject).toBe('Appointment confirmed: Phone Call');
    expect(accepted?.text).toContain('Paula Provider accepted your request');
    // iCalendar folds lines at 75 octets; unfold before reading.
    const unfold = (ics: string | null | undefined) => (ics ?? '').replace(/\r\n /g, '');
    const invite = unfold(accepted?.calendar);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('DTSTART:20260320T150000Z');
    expect(invite).toContain('DTEND:20260320T153000Z');
    expect(invite).toContain(`UID:encounter-${id}@`);
    expect(invite).toMatch(/ORGANIZER;CN="?Paula Provider"?:mailto:/);
    expect(invite).toContain(`CN="Olga Patient":MAILTO:${world.otherPatient.email}`);
    expect(invite).toContain('STATUS:CONFIRMED');

    await post(world.provider.token, { id, status: 'CANCELLED', cancelReason: 'Clinic closed' });
    const cancelled = await latestMail(ctx.app, world.otherPatient.email);
    expect(cancelled?.text).toContain('Reason: Clinic closed');
    const cancel = unfold(cancelled?.calendar);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain(`UID:encounter-${id}@`);
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('SEQUENCE:1');
  });

  test('C80 declining mails the requester the reason, without a calendar file', async () => {
    const id = await appointment('REQUESTED', { patientId: world.otherPatient.id });
    await post(world.provider.token, { id, status: 'DECLINED', cancelReason: 'Not my specialty' });
    const mail = await latestMail(ctx.app, world.otherPatient.email);
    expect(mail?.subject).toBe('Appointment request declined: Phone Call');
    expect(mail?.text).toContain('Reason: Not my specialty');
    expect(mail?.calendar).toBeNull();
  });
});
