import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema/jobs.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const NOW = '2026-03-09T13:30:00Z';
const time = pinnedClock(NOW);
const ctx = useTestApp({ clock: time.clock, jobs: { now: time.clock } });
let world: ClinicWorld;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
});

const post = (token: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/encounters/status',
    headers: bearer(token),
    payload,
  });

async function acceptedAt(start: string, patientId: number) {
  const id = await insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId,
    start,
    minutes: 30,
    status: 'REQUESTED',
  });
  expect((await post(world.provider.token, { id, status: 'ACCEPTED' })).statusCode).toBe(200);
  return id;
}

const reminderJobs = (id: number) =>
  ctx.app.db
    .select({ runAt: jobs.runAt, payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.type, 'appointment.reminder'))
    .orderBy(asc(jobs.runAt))
    .then((rows) => rows.filter((r) => (r.payload as { encounterId: number }).encounterId === id));

/** Runs the queue at `at` and answers the reminder mails delivered to `to` so far. */
async function remindersTo(to: string, at: string) {
  time.set(at);
  // The reminder job queues its mails: a second pass delivers them.
  await ctx.app.jobs.drain();
  await ctx.app.jobs.drain();
  return ctx.app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, 'Reminder:%')));
}

describe('reminders (issue 7, item 9)', () => {
  test('accepting queues a reminder 24 hours and 1 hour before the start; each goes to both parties once', async () => {
    time.set(NOW);
    const start = '2026-03-12T15:00:00Z';
    const id = await acceptedAt(start, world.patient.id);
    expect((await reminderJobs(id)).map((j) => j.runAt.toISOString())).toEqual([
      '2026-03-11T15:00:00.000Z',
      '2026-03-12T14:00:00.000Z',
    ]);

    expect(await remindersTo(world.patient.email, '2026-03-11T14:59:59Z')).toHaveLength(0);
    const day = await remindersTo(world.patient.email, '2026-03-11T15:00:00Z');
    expect(day.map((m) => m.subject)).toEqual(['Reminder: Phone Call appointment tomorrow']);
    expect(await remindersTo(world.provider.email, '2026-03-11T15:00:00Z')).toHaveLength(1);

    // The same reminder queued again (a retried job) sends nothing more.
    await ctx.app.jobs.enqueue(ctx.app.db, 'appointment.reminder', {
      encounterId: id,
      kind: '24h',
      startTime: new Date(start).toISOString(),
    });
    expect(await remindersTo(world.patient.email, '2026-03-11T16:00:00Z')).toHaveLength(1);

    const hour = await remindersTo(world.patient.email, '2026-03-12T14:00:00Z');
    expect(hour.map((m) => m.subject)).toEqual([
      'Reminder: Phone Call appointment tomorrow',
      'Reminder: Phone Call appointment in one hour',
    ]);
    expect(await remindersTo(world.patient.email, '2026-03-12T15:30:00Z')).toHaveLength(2);
    time.set(NOW);
  });

  test('a cancelled appointment’s reminders send nothing; one accepted within a day gets only the 1-hour one', async () => {
    time.set(NOW);
    const id = await acceptedAt('2026-03-13T15:00:00Z', world.otherPatient.id);
    await post(world.provider.token, { id, status: 'CANCELLED', cancelReason: 'Away' });
    expect(await remindersTo(world.otherPatient.email, '2026-03-13T16:00:00Z')).toHaveLength(0);

    time.set(NOW);
    const soon = await acceptedAt('2026-03-10T10:00:00Z', world.otherPatient.id);
    expect((await reminderJobs(soon)).map((j) => j.runAt.toISOString())).toEqual([
      '2026-03-10T09:00:00.000Z',
    ]);
    time.set(NOW);
  });
});
