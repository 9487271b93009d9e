import { describe, expect, test } from 'vitest';
import { refusalOf, type TransitionFacts } from './lifecycle.js';

const facts: TransitionFacts = {
  status: 'ACCEPTED',
  type: 'VIDEO',
  startTime: '2026-11-20T16:00:00.000Z',
  endTime: '2026-11-20T16:30:00.000Z',
  schedulingEnabled: true,
};
const provider = { side: 'provider', requestedByMySide: false } as const;
const at = (iso: string) => new Date(iso);

describe('starting a visit (issue 21)', () => {
  test('D9 a visit starts until its scheduled end, not after', () => {
    expect(refusalOf(facts, 'PROVIDER_STARTED', provider, at('2026-11-20T16:29:59Z'))).toBeNull();
    expect(refusalOf(facts, 'PROVIDER_STARTED', provider, at('2026-11-20T16:30:00Z'))).toBe(
      'APPOINTMENT_OVER',
    );
    expect(refusalOf(facts, 'PROVIDER_STARTED', provider, at('2026-11-20T19:40:00Z'))).toBe(
      'APPOINTMENT_OVER',
    );
  });

  test('a visit started in time may still be finished after its end', () => {
    const started = { ...facts, status: 'PROVIDER_STARTED' as const };
    expect(refusalOf(started, 'FINISHED', provider, at('2026-11-20T19:40:00Z'))).toBeNull();
  });
});
