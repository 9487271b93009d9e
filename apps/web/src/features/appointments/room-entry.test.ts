import type { Encounter } from '@clinicall/shared/scheduling/encounters';
import { describe, expect, test } from 'vitest';
import { canJoin, opensRoom, roomWindowOpen, startStatusFrom } from './room-entry';

const START = Date.parse('2026-11-20T10:00:00Z');
const MINUTE = 60_000;
const visit = (fields: Partial<Encounter> = {}) =>
  ({
    id: 1,
    type: 'VIDEO',
    status: 'ACCEPTED',
    startTime: new Date(START).toISOString(),
    roomStartTime: null,
    roomEndTime: null,
    ...fields,
  }) as Encounter;

describe('starting a visit', () => {
  test('D8 Join shows to providers only, from 15 minutes before start and not earlier', () => {
    expect(canJoin(visit(), 'provider', START - 15 * MINUTE)).toBe(true);
    expect(canJoin(visit(), 'provider', START - 15 * MINUTE - 1000)).toBe(false);
    expect(canJoin(visit(), 'patient', START)).toBe(false);
    expect(canJoin(visit({ type: 'MESSAGE' }), 'provider', START)).toBe(false);
    expect(canJoin(visit({ status: 'CANCELLED' }), 'provider', START)).toBe(false);
    expect(canJoin(visit({ status: 'PATIENT_STARTED' }), 'provider', START)).toBe(true);
  });

  test('D8 issue 21: Join closes at the scheduled end unless the visit is already running', () => {
    const end = new Date(START + 30 * MINUTE).toISOString();
    expect(canJoin(visit({ endTime: end }), 'provider', START + 29 * MINUTE)).toBe(true);
    expect(canJoin(visit({ endTime: end }), 'provider', START + 30 * MINUTE)).toBe(false);
    expect(canJoin(visit({ endTime: end }), 'provider', START + 220 * MINUTE)).toBe(false);
    const running = visit({
      endTime: end,
      status: 'STARTED',
      roomStartTime: end,
      roomEndTime: null,
    });
    expect(canJoin(running, 'provider', START + 40 * MINUTE)).toBe(true);
  });

  test('D8 D15 issue 21: a started visit whose room never opened or has ended is over at its scheduled end', () => {
    const end = new Date(START + 30 * MINUTE).toISOString();
    const after = START + 31 * MINUTE;
    const phoneCall = visit({ type: 'AUDIO', status: 'PROVIDER_STARTED', endTime: end });
    expect(
      canJoin({ ...phoneCall, roomStartTime: null, roomEndTime: null }, 'provider', after),
    ).toBe(false);
    expect(roomWindowOpen({ ...phoneCall, roomStartTime: null, roomEndTime: null }, after)).toBe(
      false,
    );
    const ended = visit({ status: 'STARTED', endTime: end, roomStartTime: end, roomEndTime: end });
    expect(canJoin(ended, 'provider', after)).toBe(false);
    expect(roomWindowOpen(ended, after)).toBe(false);
  });

  test('D9 Start posts the provider-started status unless the visit is already started', () => {
    expect(startStatusFrom('ACCEPTED')).toBe('PROVIDER_STARTED');
    expect(startStatusFrom('PATIENT_STARTED')).toBe('STARTED');
    expect(startStatusFrom('PROVIDER_STARTED')).toBeNull();
  });

  test('D10 D11 video and office visits open the room; a phone call goes nowhere', () => {
    expect(opensRoom(visit({ type: 'VIDEO' }))).toBe(true);
    expect(opensRoom(visit({ type: 'OFFICE' }))).toBe(true);
    expect(opensRoom(visit({ type: 'AUDIO' }))).toBe(false);
  });
});
