import { Role } from '@clinicall/shared/roles';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { bearer, latestMail } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import { useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();
let world: ClinicWorld;
let encounterId: number;

beforeAll(async () => {
  world = await createClinicWorld(ctx.app);
  encounterId = await insertEncounter(ctx.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: new Date(Date.now() + 3_600_000).toISOString(),
    minutes: 30,
    type: 'VIDEO',
  });
});

const invite = (token: string, email: string, id = encounterId) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/encounters/${id}/guests`,
    headers: bearer(token),
    payload: { email },
  });

const enter = (room: string, firstName = 'Gina', lastName = 'Guest') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/rooms/guestPass',
    payload: { room, firstName, lastName },
  });

/** The invitation token from the mailed `/login/invite?room=` link. */
async function invitationMailedTo(email: string) {
  const mail = await latestMail(ctx.app, email);
  const match = /\/login\/invite\?room=([\w.%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

describe('guests', () => {
  test('D18 the provider invites a guest by e-mail; the guest enters with a name only', async () => {
    const res = await invite(world.provider.token, 'gina@guest.example');
    expect(res.statusCode).toBe(201);
    const room = await invitationMailedTo('gina@guest.example');

    const entered = await enter(room);
    expect(entered.statusCode).toBe(200);
    const url: string = entered.json().url;
    expect(url).toMatch(/^\/room\/[\w-]+\.[\w-]+$/);
    const pass = await ctx.app.roomPasses.verify(url.slice('/room/'.length), { encounterId });
    expect(pass).toMatchObject({ role: Role.invited, displayName: 'Gina Guest' });
  });

  test('D18 a guest pass is useless on every other API route', async () => {
    await invite(world.provider.token, 'gus@guest.example');
    const { url } = (await enter(await invitationMailedTo('gus@guest.example'))).json<{
      url: string;
    }>();
    const pass = url.slice('/room/'.length);
    for (const route of ['/api/account', '/api/encounters', '/api/encounters/counters']) {
      const res = await ctx.app.inject({ url: route, headers: bearer(pass) });
      expect(res.statusCode, route).toBe(401);
    }
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/encounters/${encounterId}/guests`,
      headers: bearer(pass),
      payload: { email: 'x@guest.example' },
    });
    expect(again.statusCode).toBe(401);
  });

  test('D18 only a provider of the appointment invites', async () => {
    expect((await invite(world.otherProvider.token, 'x@guest.example')).statusCode).toBe(403);
    expect((await invite(world.patient.token, 'x@guest.example')).statusCode).toBe(403);
    const other = await createClinicWorld(ctx.app);
    // Issue 19 path 11: another clinic's appointment answers as an unknown one.
    const res = await invite(other.provider.token, 'x@guest.example');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await invite(world.provider.token, 'not-an-email')).statusCode).toBe(400);
  });

  test('D18 a withdrawn or forged invitation is refused; a name is required', async () => {
    const created = await invite(world.provider.token, 'wanda@guest.example');
    const room = await invitationMailedTo('wanda@guest.example');
    expect((await enter(room, '', 'Guest')).statusCode).toBe(400);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/encounters/${encounterId}/guests/${created.json().guestId}`,
      headers: bearer(world.provider.token),
    });
    expect(removed.statusCode).toBe(204);
    const res = await enter(room);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ROOM_INVITE_INVALID');

    expect((await enter(`${room.slice(0, -3)}abc`)).statusCode).toBe(403);
    // A room pass is no invitation: each is signed under its own key.
    const pass = await ctx.app.roomPasses.issue({
      encounterId,
      participant: { kind: 'user', userId: world.patient.id },
    });
    expect((await enter(pass)).statusCode).toBe(403);
  });

  test('issue 19 path 8: D18 an invitation yields one pass: redeeming it again ends the first, audited each time', async () => {
    await invite(world.provider.token, 'twice@guest.example');
    const room = await invitationMailedTo('twice@guest.example');
    const passOf = (res: { json(): unknown }) =>
      (res.json() as { url: string }).url.slice('/room/'.length);
    const check = (pass: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/rooms/pass', payload: { pass } });

    const first = await enter(room, 'Gina', 'Guest');
    expect(first.statusCode).toBe(200);
    const firstPass = passOf(first);
    expect((await check(firstPass)).json()).toMatchObject({ displayName: 'Gina Guest' });

    const second = await enter(room, 'Mallory', 'Other');
    expect(second.statusCode).toBe(200);
    const secondPass = passOf(second);
    for (const res of [
      await check(firstPass),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/rooms/pass/refresh',
        payload: { pass: firstPass },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ROOM_PASS_INVALID');
    }
    expect((await check(secondPass)).json()).toMatchObject({
      role: Role.invited,
      displayName: 'Mallory Other',
    });

    const guestId = (await ctx.app.roomPasses.verify(secondPass)).participant;
    const rows = await ctx.app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'room.guest-entered'), eq(auditLog.subject, String(encounterId))),
      )
      .orderBy(auditLog.id);
    const mine = rows.filter(
      (row) =>
        (row.detail as { guestId: number }).guestId === (guestId as { guestId: number }).guestId,
    );
    expect(mine.map((row) => (row.detail as { redemption: number }).redemption)).toEqual([1, 2]);
  });
});
