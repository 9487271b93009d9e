import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { smsOutbox } from '../../db/schema/room-access.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let encounterId: number;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  await ctx.app.db
    .update(patientProfiles)
    .set({ dateOfBirth: '1984-03-07' })
    .where(eq(patientProfiles.userId, world.patient.id));
  await ctx.app.db
    .update(users)
    .set({ phoneNumber: '+15555550123' })
    .where(eq(users.id, world.patient.id));
  encounterId = await insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: new Date(Date.now() + 3_600_000).toISOString(),
    minutes: 30,
    type: 'VIDEO',
  });
});

const sendLink = (token = world.provider.token, id = encounterId) =>
  ctx.app.inject({ method: 'POST', url: `/api/encounters/${id}/roomLink`, headers: bearer(token) });

/** Sends a fresh room link and answers its id, read from the mail. */
async function freshLinkId() {
  expect((await sendLink()).json()).toEqual({ sent: 1 });
  const mail = await latestMail(ctx.app, world.patient.email);
  const match = /\/room-link\/([\w-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error('no room link in the mail');
  return match[1]!;
}

const validate = (id: string, dateOfBirth?: string) =>
  ctx.app.inject({
    url: `/api/encounters/roomLink/${id}${dateOfBirth ? `?dateOfBirth=${encodeURIComponent(dateOfBirth)}` : ''}`,
  });

describe('room links', () => {
  test('D19 the provider sends the room link by e-mail and by SMS (through the job queue)', async () => {
    const id = await freshLinkId();
    const [sms] = await ctx.app.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.to, '+15555550123'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(sms?.body).toContain(`/room-link/${id}`);
    expect(sms?.body).toContain('Paula Provider');
  });

  test('D19 only the appointment’s provider sends it', async () => {
    expect((await sendLink(world.otherProvider.token)).statusCode).toBe(403);
    expect((await sendLink(world.patient.token)).statusCode).toBe(403);
  });

  test('D20 D27 the automatic try needs the date of birth; wrong then right lands on the room', async () => {
    const id = await freshLinkId();
    const first = await validate(id);
    expect(first.statusCode).toBe(401);
    expect(first.json().code).toBe('DATE_OF_BIRTH_REQUIRED');

    const consents = await ctx.app.inject({ url: `/api/encounters/roomLink/${id}/consents` });
    expect(consents.json().consentFiles.map((c: { name: string }) => c.name)).toEqual([
      'Terms Of Use',
      'Consent For Telehealth',
      'Notice of Privacy',
    ]);

    const wrong = await validate(id, '1984-03-08');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'DATE_OF_BIRTH_MISMATCH',
      errorMessage: 'Invalid date of birth.',
    });

    const right = await validate(id, '1984-03-07');
    expect(right.statusCode).toBe(200);
    const url: string = right.json().url;
    expect(url).toMatch(/^\/room\//);
    expect(await ctx.app.roomPasses.verify(url.slice('/room/'.length))).toMatchObject({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
  });

  test('D25 H11 a date of birth travels as YYYY-MM-DD; anything else is refused as malformed', async () => {
    const id = await freshLinkId();
    for (const bad of ['03/07/1984', '1984-13-01', '1984-02-30', '1984-3-7', ' 1984-03-07']) {
      const res = await validate(id, bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  test('D27 repeated wrong guesses are throttled per link, even with the right date next', async () => {
    const id = await freshLinkId();
    for (let i = 0; i < 5; i += 1) expect((await validate(id, '1990-01-01')).statusCode).toBe(403);
    const locked = await validate(id, '1984-03-07');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    // Another link of the same patient is counted apart.
    expect((await validate(await freshLinkId(), '1984-03-07')).statusCode).toBe(200);
  });

  test('D21 an unknown link, or one whose appointment was cancelled, answers 404', async () => {
    expect((await validate('no-such-link', '1984-03-07')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/encounters/roomLink/nope/consents' })).statusCode,
    ).toBe(404);
    const id = await freshLinkId();
    const cancelled = await insertEncounter(ctx.app.db, {
      clinicId: world.clinic.id,
      providerId: world.provider.id,
      patientId: world.patient.id,
      start: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      minutes: 30,
      type: 'VIDEO',
    });
    await sendLink(world.provider.token, cancelled);
    const mail = await latestMail(ctx.app, world.patient.email);
    const cancelledId = /\/room-link\/([\w-]+)/.exec(mail!.text)![1]!;
    await ctx.app.db
      .update(encounters)
      .set({ status: 'CANCELLED' })
      .where(eq(encounters.id, cancelled));
    expect((await validate(cancelledId, '1984-03-07')).statusCode).toBe(404);
    expect((await validate(id, '1984-03-07')).statusCode).toBe(200);
  });
});
