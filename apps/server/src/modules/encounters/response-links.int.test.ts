import { LifecycleMessages } from '@clinicall/shared/scheduling/lifecycle';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounterResponseTokens, encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import {
  offerTypes,
  setClinicFlags,
  weekdays,
  weeklyAvailability,
} from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

// Monday 9 March 2026, 09:30 in New York.
const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const ctx = useTestApp({ clock: time.clock, jobs: { now: time.clock } });
const NEW_YORK = 'America/New_York';
let world: ClinicWorld;
let slot = 0;

beforeAll(async () => {
  const db = ctx.app.db;
  world = await createClinicWorld(ctx.app);
  await setClinicFlags(db, world.clinic.id, { isPatientScheduleAppointmentEnabled: true });
  for (const user of [world.provider, world.patient]) {
    await db.update(users).set({ timeZone: NEW_YORK }).where(eq(users.id, user.id));
  }
  await offerTypes(db, world.provider.id, ['AUDIO']);
  await weeklyAvailability(
    db,
    world.provider.id,
    NEW_YORK,
    '2026-01-05',
    weekdays([{ start: '09:00', end: '17:00' }]),
  );
});

/** A phone-call request on Wednesday 11 March, each at its own half hour from 10:00 New York. */
async function request(by: 'patient' | 'provider') {
  const start = new Date(Date.parse('2026-03-11T14:00:00Z') + slot * 30 * 60_000);
  slot += 1;
  const common = {
    type: 'AUDIO',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    patientPayment: { paymentType: 'INSURANCE' },
  };
  const response =
    by === 'patient'
      ? await ctx.app.inject({
          method: 'POST',
          url: '/api/encounters/ownedbypatient',
          headers: bearer(world.patient.token),
          payload: {
            ...common,
            provider: { email: world.provider.email },
            patientEncounterSymptom: { preCondition: { description: 'Cough' } },
            message: { subject: 'Cough', messageBody: 'A cough since Sunday.' },
          },
        })
      : await ctx.app.inject({
          method: 'POST',
          url: '/api/encounters/ownedbyprovider',
          headers: bearer(world.provider.token),
          payload: { ...common, patient: { id: world.patient.id } },
        });
  expect(response.statusCode, response.body).toBe(201);
  const id: number = response.json().id;
  const to = by === 'patient' ? world.provider.email : world.patient.email;
  const mail = await latestMail(ctx.app, to);
  const links = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+appointment-response\?\S+/g)].map(
    (m) => new URL(m[0]),
  );
  return { id, links };
}

const answer = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/encounters/status/inMail', payload });

async function statusOf(id: number) {
  const [row] = await ctx.app.db
    .select({ status: encounters.status, cancelReason: encounters.cancelReason })
    .from(encounters)
    .where(eq(encounters.id, id));
  return row!;
}

describe('C98–C102 answering a request from its e-mailed link', () => {
  test('C99 the request mail carries Accept and Decline links to /appointment-response with token, type and appointmentId', async () => {
    const { id, links } = await request('patient');
    expect(links.map((l) => l.pathname)).toEqual([
      '/appointment-response',
      '/appointment-response',
    ]);
    expect(links.map((l) => l.searchParams.get('type'))).toEqual(['ACCEPTED', 'DECLINED']);
    expect(links[0]!.searchParams.get('appointmentId')).toBe(String(id));
    // Only a hash is stored: the token itself is nowhere in the table.
    const token = links[0]!.searchParams.get('token')!;
    const stored = await ctx.app.db
      .select({ hash: encounterResponseTokens.tokenHash })
      .from(encounterResponseTokens)
      .where(eq(encounterResponseTokens.encounterId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).not.toContain(token);
  });

  test('C100 I32 the provider accepts a patient’s request from the link without signing in; the link is then spent', async () => {
    const { id, links } = await request('patient');
    const token = links[0]!.searchParams.get('token')!;
    const accepted = await answer({ id: String(id), token, status: 'ACCEPTED' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ id, status: 'ACCEPTED' });
    expect((await statusOf(id)).status).toBe('ACCEPTED');
    const mail = await latestMail(ctx.app, world.patient.email);
    expect(mail?.subject).toBe('Appointment confirmed: Phone Call');
    expect(mail?.calendar).toContain('METHOD:REQUEST');

    const replayed = await answer({ id, token, status: 'DECLINED' });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      code: 'RESPONSE_LINK_INVALID',
      errorMessage: LifecycleMessages.linkInvalid,
    });
    expect((await statusOf(id)).status).toBe('ACCEPTED');
  });

  test('C101 the patient declines a provider’s request from the link; the stored reason says so', async () => {
    const { id, links } = await request('provider');
    const token = links[1]!.searchParams.get('token')!;
    const declined = await answer({ id, token, status: links[1]!.searchParams.get('type') });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ id, status: 'DECLINED' });
    expect(await statusOf(id)).toEqual({
      status: 'DECLINED',
      cancelReason: 'Declined from the e-mailed link.',
    });
    const mail = await latestMail(ctx.app, world.provider.email);
    expect(mail?.subject).toBe('Appointment request declined: Phone Call');
  });

  test('C102 a tampered token, another appointment’s id or a made-up status is refused and changes nothing', async () => {
    const { id, links } = await request('patient');
    const token = links[0]!.searchParams.get('token')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await answer({ id, token: tampered, status: 'ACCEPTED' })).statusCode).toBe(400);
    expect((await answer({ id: id + 1000, token, status: 'ACCEPTED' })).statusCode).toBe(400);
    const cancelled = await answer({ id, token, status: 'CANCELLED' });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().code).toBe('VALIDATION');
    expect((await statusOf(id)).status).toBe('REQUESTED');
    // The untouched link still works.
    expect((await answer({ id, token, status: 'ACCEPTED' })).statusCode).toBe(200);
  });

  test('C102 an expired link is refused: it ends at the appointment’s start', async () => {
    const { id, links } = await request('patient');
    const token = links[0]!.searchParams.get('token')!;
    try {
      time.set('2026-03-12T00:00:00Z');
      const expired = await answer({ id, token, status: 'ACCEPTED' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().errorMessage).toBe(LifecycleMessages.linkInvalid);
    } finally {
      time.set(NOW);
    }
    expect((await statusOf(id)).status).toBe('REQUESTED');
  });

  test('C102 once the request is answered in the app, its mailed link answers nothing', async () => {
    const { id, links } = await request('patient');
    const declined = await ctx.app.inject({
      method: 'POST',
      url: '/api/encounters/status',
      headers: bearer(world.provider.token),
      payload: { id, status: 'DECLINED', cancelReason: 'Away that day' },
    });
    expect(declined.statusCode).toBe(200);
    const token = links[0]!.searchParams.get('token')!;
    expect((await answer({ id, token, status: 'ACCEPTED' })).json().code).toBe(
      'RESPONSE_LINK_INVALID',
    );
  });
});
