import { ROOM_END_GRACE_MS, RoomClientEvent } from '@clinicall/shared/rooms/signalling';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { encounters } from '../../db/schema/encounters.js';
import type { ClinicWorld } from '../../test-support/clinic-world.js';
import { pinnedClock } from '../../test-support/clock.js';
import { bearer } from '../../test-support/factories.js';
import type { TestClient } from '../../test-support/realtime-client.js';
import { ask, openRoomWorld, type RoomWorld } from '../../test-support/rooms.js';

// The calls' clock and the job queue's are one pinned clock: the grace passes when a test says so.
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

// Each test's calls begin a day after the previous test's, clear of the world's seeded visits.
let day = 0;
beforeEach(() => time.set(new Date(Date.now() + ++day * 86_400_000).toISOString()));

/** The world's other provider calls the patient (and guests) now, for `minutes`. */
function startCall(guestPatients: number[] = [], minutes = 30) {
  const start = time.clock();
  return room.app.inject({
    method: 'POST',
    url: '/api/encounters/onDemand',
    headers: bearer(world.otherProvider.token),
    payload: {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
      type: 'VIDEO',
      patient: world.patient.id,
      guestPatients,
    },
  });
}

async function startedCall(guestPatients: number[] = []) {
  const res = await startCall(guestPatients);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ appointmentId: number; roomUrl: string }>();
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
const statusOf = async (id: number) =>
  (await room.app.db.select().from(encounters).where(eq(encounters.id, id)))[0]!;

describe('issue 21 defect 6: on-demand calls tell signed-in patients and end', () => {
  test('D2 C104 every signed-in patient of the call gets the appointment-started dialog; a guest patient gets their own room URL', async () => {
    const patient = await room.connect(world.patient.token);
    const guest = await room.connect(world.otherPatient.token);
    const call = await startedCall([world.otherPatient.id]);
    for (const client of [patient, guest]) {
      expect(await client.next('APPOINTMENT_STARTED')).toEqual({
        type: 'APPOINTMENT_STARTED',
        encounterId: call.appointmentId,
        roomUrl: `/appointments/${call.appointmentId}/room`,
        message: 'Your provider has started the appointment.',
      });
    }
    // The dialog's Join: the guest patient's own session asks for their own pass.
    const guestRoom = await room.app.inject({
      method: 'GET',
      url: `/api/encounterRoomUrl/${call.appointmentId}`,
      headers: bearer(world.otherPatient.token),
    });
    expect(guestRoom.statusCode, guestRoom.body).toBe(200);
    // A provider of the clinic who is not in the call gets none.
    const outsider = await room.app.inject({
      method: 'GET',
      url: `/api/encounterRoomUrl/${call.appointmentId}`,
      headers: bearer(world.provider.token),
    });
    expect(outsider.statusCode).toBe(403);
    const row = await statusOf(call.appointmentId);
    expect(row.roomStartTime, 'the room starts when the provider enters').toBeNull();
  });

  test('after everyone left, the call ends once the grace has passed and the provider may start the next call at once', async () => {
    const call = await startedCall();
    const provider = await enter(world.otherProvider.token, call.appointmentId);
    const patient = await enter(world.patient.token, call.appointmentId);
    later(4 * 60_000);
    await leave(patient);
    const leftAt = time.clock();
    await leave(provider);

    const blocked = await startCall();
    expect(blocked.statusCode, 'within the grace the call still holds its time').toBe(409);
    expect(blocked.json().errorMessage).toMatch(/^You are in another appointment until /);

    later(ROOM_END_GRACE_MS);
    await room.app.jobs.drain();
    expect(await statusOf(call.appointmentId)).toMatchObject({
      status: 'FINISHED',
      roomEndTime: leftAt,
    });
    const next = await startCall();
    expect(next.statusCode, next.body).toBe(200);
    await endByProvider(next.json<{ appointmentId: number }>().appointmentId);
  });

  test('the provider ends the call: its time is free at once', async () => {
    const call = await startedCall();
    await enter(world.otherProvider.token, call.appointmentId);
    later(2 * 60_000);
    await endByProvider(call.appointmentId);
    expect((await statusOf(call.appointmentId)).status).toBe('FINISHED');
    const next = await startCall();
    expect(next.statusCode, next.body).toBe(200);
    await endByProvider(next.json<{ appointmentId: number }>().appointmentId);
  });

  test('a call nobody entered can still be ended by its provider', async () => {
    const call = await startedCall();
    await endByProvider(call.appointmentId);
    expect(await statusOf(call.appointmentId)).toMatchObject({
      status: 'FINISHED',
      roomStartTime: null,
      roomEndTime: null,
    });
  });
});

async function endByProvider(id: number) {
  const res = await room.app.inject({
    method: 'POST',
    url: `/api/rooms/encounter/${id}/end`,
    headers: bearer(world.otherProvider.token),
  });
  expect(res.statusCode, res.body).toBe(200);
}
