import {
  ROOM_END_GRACE_MS,
  RoomClientEvent,
  RoomServerEvent,
} from '@clinicall/shared/rooms/signalling';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/audit.js';
import { encounters } from '../../db/schema/encounters.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import { insertEncounter } from '../../test-support/scheduling.js';
import type { TestClient } from '../../test-support/realtime-client.js';
import { ask, openRoomWorld, received, type RoomWorld } from '../../test-support/rooms.js';

// The room's clock and the job queue's are one pinned clock: the grace passes when a test says so.
const time = pinnedClock(new Date().toISOString());
const later = (ms: number) => time.set(new Date(time.clock().getTime() + ms).toISOString());

let room: RoomWorld;
let world: ClinicWorld;

beforeAll(async () => {
  room = await openRoomWorld({
    app: { clock: time.clock, jobs: { now: time.clock } },
    otherStatus: 'ACCEPTED',
  });
  ({ world } = room);
});

afterAll(() => room.close());

beforeEach(() => time.set(new Date().toISOString()));

const rowOf = async (id: number) =>
  (await room.app.db.select().from(encounters).where(eq(encounters.id, id)))[0]!;

/**
 * A fresh half-hour video visit of the world's provider and patient, in `status`, in the hour
 * after the previous one (so none overlaps another), starting in five minutes or later.
 */
let nextSlot = 1;
function startedVisit(status = 'PROVIDER_STARTED') {
  const start = new Date(Date.now() + 5 * 60_000 + nextSlot++ * 3_600_000);
  return insertEncounter(room.app.db, {
    clinicId: world.clinic.id,
    providerId: world.provider.id,
    patientId: world.patient.id,
    start: start.toISOString(),
    minutes: 30,
    type: 'VIDEO',
    status,
  });
}

async function enter(token: string, encounterId: number) {
  const client = await room.connect(token);
  const ack = await ask(client, RoomClientEvent.join, {
    pass: await room.passOf(token, encounterId),
  });
  expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true });
  return client;
}

const leave = (client: TestClient) => ask(client, RoomClientEvent.leave, {});

/** Runs the jobs due now. */
const runJobs = () => room.app.jobs.drain();

const endsByEmptyRoom = async (id: number) =>
  (
    await room.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'encounter.status'), eq(auditLog.subject, String(id))))
  ).filter((row) => (row.detail as { by?: string } | null)?.by === 'room-left-empty');

const endCall = (token: string, id: number | string) =>
  room.app.inject({
    method: 'POST',
    url: `/api/rooms/encounter/${id}/end`,
    headers: bearer(token),
  });

describe('issue 21 defect 4: a room ends when its last party has left, after a grace', () => {
  test('C89 the room starts when the provider enters and ends when the last party left; the visit is finished once the grace has passed', async () => {
    const id = await startedVisit();
    const patient = await enter(world.patient.token, id);
    expect((await rowOf(id)).roomStartTime, 'a patient waiting alone starts no visit').toBeNull();
    const enteredAt = time.clock();
    const provider = await enter(world.provider.token, id);
    expect((await rowOf(id)).roomStartTime).toEqual(enteredAt);

    later(7 * 60_000);
    await leave(patient);
    later(60_000);
    const leftAt = time.clock();
    await leave(provider);

    later(ROOM_END_GRACE_MS - 1000);
    await runJobs();
    expect(await rowOf(id), 'not before the grace').toMatchObject({
      status: 'PROVIDER_STARTED',
      roomEndTime: null,
    });
    later(1000);
    await runJobs();
    expect(await rowOf(id)).toMatchObject({
      status: 'FINISHED',
      finishReason: 'APPOINTMENT_CONCLUDED',
      roomStartTime: enteredAt,
      roomEndTime: leftAt,
      patientJoined: false,
    });

    // C89: the past list answers both times, 8 minutes apart.
    const list = await room.app.inject({
      method: 'GET',
      url: `/api/encounters?status=FINISHED&from=${new Date(enteredAt.getTime() - 86_400_000 * 3).toISOString()}&to=${new Date(enteredAt.getTime() + 86_400_000 * 30).toISOString()}&page=0&size=50`,
      headers: bearer(world.provider.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const shown = list
      .json<{ encountersDTO: Array<{ id: number; roomStartTime: string; roomEndTime: string }> }>()
      .encountersDTO.find((e) => e.id === id);
    expect(shown).toMatchObject({
      roomStartTime: enteredAt.toISOString(),
      roomEndTime: leftAt.toISOString(),
    });
  });

  test('a reload within the grace does not end the visit; the end is the later leave', async () => {
    const id = await startedVisit();
    const first = await enter(world.provider.token, id);
    await leave(first);
    later(20_000);
    const back = await enter(world.provider.token, id);
    later(ROOM_END_GRACE_MS);
    await runJobs();
    expect((await rowOf(id)).status, 'someone is in the room').toBe('PROVIDER_STARTED');
    later(5 * 60_000);
    const leftAt = time.clock();
    back.close();
    await expect.poll(async () => (await rowOf(id)).roomLeftAt).toEqual(leftAt);
    later(ROOM_END_GRACE_MS);
    await runJobs();
    expect(await rowOf(id)).toMatchObject({ status: 'FINISHED', roomEndTime: leftAt });
  });

  test('a patient who waits alone and leaves ends nothing', async () => {
    const id = await startedVisit('ACCEPTED');
    await leave(await enter(world.patient.token, id));
    later(ROOM_END_GRACE_MS * 2);
    await runJobs();
    expect(await rowOf(id)).toMatchObject({
      status: 'ACCEPTED',
      roomStartTime: null,
      roomEndTime: null,
      roomLeftAt: null,
    });
  });

  test('two parties leaving at once write one end', async () => {
    const id = await startedVisit('STARTED');
    const provider = await enter(world.provider.token, id);
    const patient = await enter(world.patient.token, id);
    later(10 * 60_000);
    await Promise.all([leave(provider), leave(patient)]);
    later(ROOM_END_GRACE_MS);
    await Promise.all([runJobs(), runJobs()]);
    await runJobs();
    const row = await rowOf(id);
    expect(row.status).toBe('FINISHED');
    expect(row.roomEndTime!.getTime() - row.roomStartTime!.getTime()).toBe(10 * 60_000);
    expect(await endsByEmptyRoom(id)).toHaveLength(1);
  });
});

describe('issue 21 defects 4 and 6: the provider ends the visit', () => {
  test('End finishes the visit for everyone, records the end once, and the room cannot be entered again', async () => {
    const id = await startedVisit();
    const provider = await enter(world.provider.token, id);
    const patient = await enter(world.patient.token, id);
    const told = received(patient, RoomServerEvent.ended);
    const patientPass = await room.passOf(world.patient.token, id);
    later(12 * 60_000);
    const endedAt = time.clock();

    expect((await endCall(world.patient.token, id)).statusCode, 'a patient may not').toBe(403);
    const res = await endCall(world.provider.token, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      encounterId: id,
      roomStartTime: new Date(endedAt.getTime() - 12 * 60_000).toISOString(),
      roomEndTime: endedAt.toISOString(),
    });
    await expect.poll(() => told).toEqual([{ encounterId: id }]);
    expect(await rowOf(id)).toMatchObject({ status: 'FINISHED', roomEndTime: endedAt });

    later(60_000);
    const again = await endCall(world.provider.token, id);
    expect(again.statusCode, 'ending again answers the recorded end').toBe(200);
    expect(again.json().roomEndTime).toBe(endedAt.toISOString());

    const rejoin = await ask(patient, RoomClientEvent.join, { pass: patientPass });
    expect(rejoin, 'a pass issued before the end no longer admits').toEqual({
      ok: false,
      code: 'ROOM_PASS_INVALID',
    });
    const url = await room.app.inject({
      method: 'GET',
      url: `/api/encounterRoomUrl/${id}`,
      headers: bearer(world.provider.token),
    });
    expect(url.statusCode, 'no room opens for a finished visit').toBe(409);

    // The leaves that follow the end change nothing.
    await leave(patient);
    await leave(provider);
    later(ROOM_END_GRACE_MS);
    await runJobs();
    expect((await rowOf(id)).roomEndTime).toEqual(endedAt);
  });

  test('End is refused for others: another provider, another clinic, a visit not under way, a bad id; nothing changes', async () => {
    const id = await startedVisit();
    expect((await endCall(world.otherProvider.token, id)).statusCode).toBe(403);
    const elsewhere = await createClinicWorld(room.app);
    expect((await endCall(elsewhere.provider.token, id)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '99999999999']) {
      expect((await endCall(world.provider.token, bad)).statusCode, bad).toBe(400);
    }
    expect((await endCall(world.provider.token, 2_000_000_000)).statusCode).toBe(404);
    expect(await rowOf(id)).toMatchObject({ status: 'PROVIDER_STARTED', roomEndTime: null });

    const accepted = await startedVisit('ACCEPTED');
    const refused = await endCall(world.provider.token, accepted);
    expect(refused.statusCode, 'never entered, not started').toBe(409);
    expect((await rowOf(accepted)).status).toBe('ACCEPTED');
  });
});
