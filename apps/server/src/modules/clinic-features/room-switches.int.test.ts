import { RoomClientEvent } from '@clinicall/shared/rooms/signalling';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setClinicSwitches } from '../../test-support/clinic-switches.js';
import { createClinicWorld, type ClinicWorld } from '../../test-support/clinic-world.js';
import { ask, insertVideoVisit, openRoomWorld, type RoomWorld } from '../../test-support/rooms.js';

let room: RoomWorld;
let kept: ClinicWorld;
let keptVisit: number;

beforeAll(async () => {
  room = await openRoomWorld({ clinic: { allowMuteAll: true }, otherStatus: 'ACCEPTED' });
  kept = await createClinicWorld(room.app, { allowMuteAll: true });
  keptVisit = await insertVideoVisit(room.app.db, {
    clinicId: kept.clinic.id,
    providerId: kept.provider.id,
    patientId: kept.patient.id,
  });
});

afterAll(() => room.close());

/** The provider's socket, joined to the visit's room. */
async function providerIn(token: string, encounterId: number) {
  const socket = await room.connect(token);
  const joined = await ask(socket, RoomClientEvent.join, {
    pass: await room.passOf(token, encounterId),
  });
  expect(joined).toMatchObject({ ok: true });
  return socket;
}

describe('room switches take effect at the next call, for that clinic only', () => {
  test('B25 I22 mute all off: the provider already in the room is refused at the next try; another clinic’s provider is not', async () => {
    const flippedProvider = await providerIn(room.world.provider.token, room.encounterId);
    const keptProvider = await providerIn(kept.provider.token, keptVisit);
    expect(await ask(flippedProvider, RoomClientEvent.muteAll, {})).toEqual({ ok: true });
    await setClinicSwitches(room.app.db, room.world.clinic.id, { allowMuteAll: false });
    expect(await ask(flippedProvider, RoomClientEvent.muteAll, {})).toEqual({
      ok: false,
      code: 'MUTE_ALL_DISABLED',
    });
    expect(await ask(keptProvider, RoomClientEvent.muteAll, {})).toEqual({ ok: true });
  });
});
