import { Role } from '@clinicall/shared/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { encounterGuests } from '../../db/schema/room-access.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer, createUser } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const time = pinnedClock('2026-11-20T10:00:00Z');
const ctx = useTestApp({ clock: time.clock });

let world: ClinicWorld;
let encounterId: number;
let otherEncounterId: number;

const check = (pass: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/rooms/pass', payload: { pass } });

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  const db = ctx.app.db;
  encounterId = await insertEncounter(db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: '2026-11-20T10:00:00Z',
    minutes: 30,
    type: 'VIDEO',
  });
  otherEncounterId = await insertEncounter(db, {
    clinicId: world.clinic.id,
    providerId: world.otherProvider.id,
    patientId: world.otherPatient.id,
    start: '2026-11-20T10:00:00Z',
    minutes: 30,
    type: 'VIDEO',
  });
});

async function addGuest(fields: { encounter?: number } = {}) {
  const [guest] = await ctx.app.db
    .insert(encounterGuests)
    .values({
      encounterId: fields.encounter ?? encounterId,
      kind: 'INVITED',
      email: 'guest@test.example',
      firstName: 'Gina',
      lastName: 'Guest',
      invitedById: world.provider.id,
    })
    .returning();
  return guest!;
}

describe('room passes', () => {
  test('D18 the provider and the patient each get a pass naming them and the room', async () => {
    const url = await ctx.app.roomPasses.roomUrlFor(
      encounterId,
      { kind: 'user', userId: world.patient.id },
      null,
    );
    expect(url).toMatch(/^\/room\/[\w-]+\.[\w-]+$/);
    const res = await check(url.slice('/room/'.length));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
      role: Role.patient,
      displayName: 'Pat Patient',
      sessionBound: false,
      // Issue 19 path 8: minutes, not the visit; the room page refreshes it.
      expiresAt: '2026-11-20T10:15:00.000Z',
    });
    const session = 'a-provider-session';
    const provider = await ctx.app.roomPasses.verify(
      await ctx.app.roomPasses.issue({
        encounterId,
        participant: { kind: 'user', userId: world.provider.id },
        session,
      }),
      { session },
    );
    expect(provider).toMatchObject({ role: Role.provider, displayName: 'Paula Provider' });
  });

  test('issue 19 path 7: D18 no pass that stands alone is issued for a provider, and a session pass needs its session', async () => {
    await expect(
      ctx.app.roomPasses.issue({
        encounterId,
        participant: { kind: 'user', userId: world.provider.id },
      }),
    ).rejects.toMatchObject({ code: 'NOT_A_PARTICIPANT' });
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.provider.id },
      session: 'the-asking-session',
    });
    for (const session of [undefined, null, 'another-session']) {
      await expect(ctx.app.roomPasses.verify(pass, { session })).rejects.toMatchObject({
        code: 'ROOM_PASS_INVALID',
      });
    }
    const res = await check(pass);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ROOM_PASS_INVALID');
    // The session's pass cannot be respelled as one that stands alone: the signature covers it.
    const [body, signature] = pass.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as { s?: string };
    delete claims.s;
    const stripped = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await check(`${stripped}.${signature}`)).statusCode).toBe(403);
  });

  test('D18 an invited guest gets a ROLE_ROOM_INVITED pass with the name they gave', async () => {
    const guest = await addGuest();
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'guest', guestId: guest.id },
    });
    expect(await ctx.app.roomPasses.verify(pass)).toMatchObject({
      role: Role.invited,
      displayName: 'Gina Guest',
      participant: { kind: 'guest', guestId: guest.id },
    });
  });

  test('D18 no pass is issued to someone outside the appointment', async () => {
    await expect(
      ctx.app.roomPasses.issue({
        encounterId,
        participant: { kind: 'user', userId: world.otherPatient.id },
      }),
    ).rejects.toMatchObject({ code: 'NOT_A_PARTICIPANT' });
    const strangerGuest = await addGuest({ encounter: otherEncounterId });
    await expect(
      ctx.app.roomPasses.issue({
        encounterId,
        participant: { kind: 'guest', guestId: strangerGuest.id },
      }),
    ).rejects.toMatchObject({ code: 'NOT_A_PARTICIPANT' });
  });

  test('D18 a tampered pass is refused', async () => {
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
    const [, signature] = pass.split('.');
    const forged = Buffer.from(
      JSON.stringify({ e: otherEncounterId, u: world.otherPatient.id, x: 9_999_999_999 }),
    ).toString('base64url');
    const res = await check(`${forged}.${signature}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ROOM_PASS_INVALID');
    expect((await check('garbage')).statusCode).toBe(403);
  });

  test('D18 a pass for one room does not open another', async () => {
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
    await expect(
      ctx.app.roomPasses.verify(pass, { encounterId: otherEncounterId }),
    ).rejects.toMatchObject({
      code: 'ROOM_PASS_INVALID',
    });
    await expect(ctx.app.roomPasses.verify(pass, { encounterId })).resolves.toMatchObject({
      encounterId,
    });
  });

  test('issue 19 path 8: a pass lives fifteen minutes; refreshed while the visit is on (to an hour past its end), it goes on; expired, it is refused', async () => {
    const refresh = (pass: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/rooms/pass/refresh', payload: { pass } });
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
    try {
      time.set('2026-11-20T10:10:00Z');
      const refreshed = await refresh(pass);
      expect(refreshed.statusCode).toBe(200);
      const fresh = refreshed.json<{ pass: string; expiresAt: string }>();
      expect(fresh.expiresAt).toBe('2026-11-20T10:25:00.000Z');
      time.set('2026-11-20T10:15:01Z');
      for (const res of [await check(pass), await refresh(pass)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('ROOM_PASS_INVALID');
      }
      expect((await check(fresh.pass)).json()).toMatchObject({
        participant: { kind: 'user', userId: world.patient.id },
        expiresAt: '2026-11-20T10:25:00.000Z',
      });
      // An hour after the visit's end, a pass still good is no longer refreshed.
      time.set('2026-11-20T11:25:00Z');
      const late = await ctx.app.roomPasses.issue({
        encounterId,
        participant: { kind: 'user', userId: world.patient.id },
      });
      expect((await refresh(late)).statusCode).toBe(200);
      time.set('2026-11-20T11:30:01Z');
      expect((await check(late)).statusCode).toBe(200);
      expect((await refresh(late)).statusCode).toBe(403);
      time.set('2026-11-20T10:20:00Z');
      // The visit over, its passes are refused and none is refreshed.
      await ctx.app.db
        .update(encounters)
        .set({ status: 'FINISHED' })
        .where(eq(encounters.id, encounterId));
      expect((await refresh(fresh.pass)).statusCode).toBe(403);
    } finally {
      await ctx.app.db
        .update(encounters)
        .set({ status: 'ACCEPTED' })
        .where(eq(encounters.id, encounterId));
      time.set('2026-11-20T10:00:00Z');
    }
  });

  test('D18 a cancelled or finished appointment refuses its passes', async () => {
    for (const status of ['CANCELLED', 'FINISHED']) {
      const id = await insertEncounter(ctx.app.db, {
        clinicId: world.clinic.id,
        providerId: world.provider.id,
        patientId: world.patient.id,
        start: '2026-11-21T10:00:00Z',
        minutes: 30,
        type: 'VIDEO',
      });
      const pass = await ctx.app.roomPasses.issue({
        encounterId: id,
        participant: { kind: 'user', userId: world.patient.id },
      });
      expect((await check(pass)).statusCode).toBe(200);
      await ctx.app.db.update(encounters).set({ status }).where(eq(encounters.id, id));
      expect((await check(pass)).statusCode).toBe(403);
      await ctx.app.db.delete(encounters).where(eq(encounters.id, id));
    }
  });

  test('D18 a removed guest or a deactivated account is refused on use', async () => {
    const guest = await addGuest();
    const guestPass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'guest', guestId: guest.id },
    });
    await ctx.app.db
      .update(encounterGuests)
      .set({ removedAt: new Date() })
      .where(eq(encounterGuests.id, guest.id));
    expect((await check(guestPass)).statusCode).toBe(403);

    const guestPatient = await createUser(ctx.app.db, Role.patient, { clinicId: world.clinic.id });
    await ctx.app.db.insert(encounterGuests).values({
      encounterId,
      kind: 'PATIENT',
      userId: guestPatient.id,
      invitedById: world.provider.id,
    });
    const patientPass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: guestPatient.id },
    });
    expect((await check(patientPass)).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ activated: false }).where(eq(users.id, guestPatient.id));
    expect((await check(patientPass)).statusCode).toBe(403);
  });

  test('D18 a room pass is no bearer token for the rest of the API', async () => {
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
    for (const url of ['/api/account', '/api/encounters/counters']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(pass) });
      expect(res.statusCode).toBe(401);
    }
  });
});
