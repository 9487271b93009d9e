import { RoomClientEvent } from '@clinicall/shared/rooms/signalling';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { bearer, latestMail, tokenFor } from '../../test-support/factories.js';
import {
  connection,
  disconnection,
  pause,
  realtimeClient,
} from '../../test-support/realtime-client.js';
import { guestWithPass } from '../../test-support/room-guests.js';
import { ask, openRoomWorld, type RoomWorld } from '../../test-support/rooms.js';

// The app's clock can run behind the wall clock: a pass issued then runs out (by the socket
// sweep's wall clock) within a test's seconds.
let lag = 0;
let room: RoomWorld;

beforeAll(async () => {
  room = await openRoomWorld({
    app: { realtimeSessionCheckMs: 200, clock: () => new Date(Date.now() - lag) },
    clinic: { allowMuteAll: true },
    otherStatus: 'ACCEPTED',
  });
});

afterAll(() => room.close());

const check = (pass: string, token?: string) =>
  room.app.inject({
    method: 'POST',
    url: '/api/rooms/pass',
    payload: { pass },
    ...(token ? { headers: bearer(token) } : {}),
  });

const ice = (pass: string, token?: string) =>
  room.app.inject({
    method: 'POST',
    url: '/api/rooms/ice',
    payload: { pass, relay: false },
    ...(token ? { headers: bearer(token) } : {}),
  });

const refresh = (pass: string, token?: string) =>
  room.app.inject({
    method: 'POST',
    url: '/api/rooms/pass/refresh',
    payload: { pass },
    ...(token ? { headers: bearer(token) } : {}),
  });

async function refusalsSince(id: number) {
  const rows = await room.app.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'room.pass-refused'), gt(auditLog.id, id)));
  return rows.length;
}

async function lastAuditId() {
  const [row] = await room.app.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
}

describe('issue 19 path 7: a party’s room URL admits only with that party’s live session', () => {
  test('D10 the provider’s room URL: refused with no session (HTTP, ICE, socket, audited), admitted with the session, refused once it signs out', async () => {
    const { world, encounterId } = room;
    const token = await tokenFor(room.app, world.provider.id);
    const pass = await room.passOf(token, encounterId);

    // No session: the URL alone opens nothing, and nothing is joined or muted.
    const before = await lastAuditId();
    for (const res of [await check(pass), await ice(pass), await refresh(pass)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ROOM_PASS_INVALID');
    }
    expect(await refusalsSince(before)).toBe(2);
    expect(await connection(realtimeClient(room.url, { pass }))).toBe('UNAUTHORIZED');
    // Another session of the same provider (another browser) cannot use it either.
    const elsewhere = await room.connect(world.provider.token);
    expect(await ask(elsewhere, RoomClientEvent.join, { pass })).toEqual({
      ok: false,
      code: 'ROOM_PASS_INVALID',
    });
    expect((await check(pass, world.provider.token)).statusCode).toBe(403);

    // With the session that asked for it: admitted as the provider, with mute-all.
    const admitted = await check(pass, token);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json()).toMatchObject({
      encounterId,
      participant: { kind: 'user', userId: world.provider.id },
      sessionBound: true,
    });
    expect((await ice(pass, token)).statusCode).toBe(200);
    const socket = await room.connect(token);
    expect(await ask(socket, RoomClientEvent.join, { pass })).toMatchObject({
      ok: true,
      data: { self: { side: 'provider' }, canMuteAll: true },
    });

    // Signed out: the pass is refused everywhere and the open socket is ended.
    const ended = disconnection(socket);
    const out = await room.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect(await ended).toBe('io server disconnect');
    for (const res of [await check(pass, token), await check(pass), await ice(pass, token)]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await connection(realtimeClient(room.url, token))).toBe('UNAUTHORIZED');
    expect(await connection(realtimeClient(room.url, { pass }))).toBe('UNAUTHORIZED');
  });

  test('D19 D20 a room link’s pass stands alone and carries the patient’s side only; no such pass exists for a provider', async () => {
    const { world, encounterId } = room;
    const url = await room.app.roomPasses.roomUrlFor(
      encounterId,
      { kind: 'user', userId: world.patient.id },
      null,
    );
    const pass = url.slice('/room/'.length);
    expect((await check(pass)).json()).toMatchObject({ role: 'ROLE_PATIENT', sessionBound: false });
    const socket = await room.connect({ pass });
    expect(await ask(socket, RoomClientEvent.join, { pass })).toMatchObject({
      ok: true,
      data: { self: { side: 'patient' }, canMuteAll: false },
    });
    expect(await ask(socket, RoomClientEvent.muteAll, {})).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    await expect(
      room.app.roomPasses.roomUrlFor(
        encounterId,
        { kind: 'user', userId: world.provider.id },
        null,
      ),
    ).rejects.toMatchObject({ code: 'NOT_A_PARTICIPANT' });
  });
});

describe('issue 19 path 8: passes end with the session that produced them, and expire', () => {
  test('sign out everywhere ends the patient’s room pass (HTTP and socket); a new session cannot revive it', async () => {
    const { world, encounterId } = room;
    const token = await tokenFor(room.app, world.patient.id);
    const pass = await room.passOf(token, encounterId);
    expect((await check(pass, token)).statusCode).toBe(200);
    const socket = await room.connect(token);
    expect((await ask(socket, RoomClientEvent.join, { pass })).ok).toBe(true);

    const ended = disconnection(socket);
    const everywhere = await room.app.inject({
      method: 'DELETE',
      url: '/api/account/sessions',
      headers: bearer(token),
    });
    expect(everywhere.statusCode).toBe(204);
    expect(await ended).toBe('io server disconnect');
    for (const res of [await check(pass, token), await check(pass), await refresh(pass, token)]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await connection(realtimeClient(room.url, { pass }))).toBe('UNAUTHORIZED');

    const again = await tokenFor(room.app, world.patient.id);
    expect((await check(pass, again)).statusCode).toBe(403);
    const fresh = await room.connect(again);
    expect(await ask(fresh, RoomClientEvent.join, { pass })).toEqual({
      ok: false,
      code: 'ROOM_PASS_INVALID',
    });
    // The new session's own pass works.
    const own = await room.passOf(again, encounterId);
    expect((await ask(fresh, RoomClientEvent.join, { pass: own })).ok).toBe(true);
  });

  test('an expired pass is refused; a refreshed one re-authorises its socket, which stays while the other’s expires', async () => {
    const { world, encounterId } = room;
    // Issued fifteen minutes less two seconds ago by the app's clock: two seconds left.
    lag = 15 * 60_000 - 2_000;
    const [kept, lapsed] = [
      await guestWithPass(room.app, {
        encounterId,
        invitedById: world.provider.id,
        firstName: 'Kept',
        lastName: 'Guest',
      }),
      await guestWithPass(room.app, {
        encounterId,
        invitedById: world.provider.id,
        firstName: 'Lapsed',
        lastName: 'Guest',
      }),
    ];
    lag = 0;
    const keptSocket = await room.connect({ pass: kept.pass });
    const lapsedSocket = await room.connect({ pass: lapsed.pass });
    expect((await ask(keptSocket, RoomClientEvent.join, { pass: kept.pass })).ok).toBe(true);
    expect((await ask(lapsedSocket, RoomClientEvent.join, { pass: lapsed.pass })).ok).toBe(true);

    const refreshed = await refresh(kept.pass);
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json<{ pass: string }>().pass;
    // Someone else's fresh pass does not re-authorise this socket.
    expect(await ask(lapsedSocket, RoomClientEvent.renew, { pass: fresh })).toEqual({
      ok: false,
      code: 'ROOM_PASS_INVALID',
    });
    expect(await ask(keptSocket, RoomClientEvent.renew, { pass: fresh })).toEqual({ ok: true });

    expect(await disconnection(lapsedSocket, 5_000)).toBe('io server disconnect');
    await pause(500);
    expect(keptSocket.socket.connected).toBe(true);
    for (const res of [await check(lapsed.pass), await refresh(lapsed.pass)]) {
      expect(res.statusCode).toBe(403);
    }
    expect(await connection(realtimeClient(room.url, { pass: lapsed.pass }))).toBe('UNAUTHORIZED');
    expect((await check(fresh)).statusCode).toBe(200);
  });

  test('D18 redeeming an invitation again ends the first redemption’s open socket', async () => {
    const { world, encounterId } = room;
    const invited = await room.app.inject({
      method: 'POST',
      url: `/api/encounters/${encounterId}/guests`,
      headers: bearer(world.provider.token),
      payload: { email: 'again@guest.example' },
    });
    expect(invited.statusCode).toBe(201);
    const invitation = invitationFrom(
      (await latestMail(room.app, 'again@guest.example'))?.text ?? '',
    );
    const enter = async (firstName: string) => {
      const res = await room.app.inject({
        method: 'POST',
        url: '/api/rooms/guestPass',
        payload: { room: invitation, firstName, lastName: 'Guest' },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ url: string }>().url.slice('/room/'.length);
    };
    const first = await enter('First');
    const socket = await room.connect({ pass: first });
    expect((await ask(socket, RoomClientEvent.join, { pass: first })).ok).toBe(true);
    const ended = disconnection(socket);
    const second = await enter('Second');
    expect(await ended).toBe('io server disconnect');
    expect((await check(first)).statusCode).toBe(403);
    expect((await check(second)).json()).toMatchObject({ displayName: 'Second Guest' });
  });
});

function invitationFrom(text: string) {
  const match = /\/login\/invite\?room=([\w.%-]+)/.exec(text);
  if (!match) throw new Error('no invitation in the mailbox');
  return decodeURIComponent(match[1]!);
}
