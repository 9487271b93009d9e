import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Measures } from '@clinicall/shared/monitoring/measures';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { publishRealtime } from '../../../lib/realtime/realtime-bus';
import { sentRequests } from '../../../test/mock-api';
import {
  FIXTURE_ZONE,
  makeClinicPartner,
  makeMeasures,
  makeMonitoredPatient,
  makeTrace,
  serveRpm,
  serveTabSurroundings,
  withDays,
} from '../../../test/monitoring-views';
import { makeAccount, renderRoutes } from '../../../test/render';
import { LIVE_REFRESH_MS } from '../hooks/use-readings-live-updates';
import { RpmTab } from './rpm-tab';

// jsdom draws no canvas: the ECG chart is replaced by what it was handed.
vi.mock('./ecg-chart', () => ({
  EcgChart: (props: { samples: number[] }) => <output>{props.samples.length}</output>,
}));

const PATIENT = 42;

beforeEach(() => {
  // Timers are faked (the refresh waits on them) but keep running, so the app's own still fire.
  vi.useFakeTimers({ now: new Date('2026-11-20T20:00:00Z'), shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const reads = () => sentRequests(`/simulator/patients/${PATIENT}/measure`).length;
const arrived = (patientId: number) =>
  act(() => publishRealtime({ type: 'RPM_READINGS', patientId }));
const pressureCard = () =>
  screen
    .getAllByTestId(TestId.rpmMetric)
    .find((el) => el.getAttribute('data-metric') === 'bloodPressure')!;

/** The fixture's readings with one more blood pressure at `at`. */
function withPressure(base: Measures, id: number, at: string, systolic: number): Measures {
  return withDays({
    ...base,
    bloodPressure: [
      { id, measuredAt: at, units: 'mmHg', sepsis: false, systolic, diastolic: 85, pulse: null },
      ...base.bloodPressure,
    ].sort((a, b) => Date.parse(b.measuredAt) - Date.parse(a.measuredAt)),
  });
}

describe('readings arriving while the tab is open (issue 23)', () => {
  test(
    'issue 23 new readings of the patient show without a reload, on the day chosen; a burst is read once more, not once per reading; another patient’s read nothing',
    { timeout: 60_000 },
    async () => {
      let current = makeMeasures();
      serveRpm({
        partners: () => [makeClinicPartner()],
        lookup: () => makeMonitoredPatient(PATIENT),
        measures: () => current,
        rhythm: (id) => makeTrace(id),
      });
      serveTabSurroundings(PATIENT);
      renderRoutes({
        at: '/rpm',
        account: makeAccount([Role.provider], { timeZone: FIXTURE_ZONE }),
        routes: [{ path: '/rpm', element: <RpmTab patientId={PATIENT} /> }],
      });
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await screen.findByText('121/79 mmHg');
      await user.click(
        within(pressureCard()).getByRole('combobox', { name: 'Blood Pressure date' }),
      );
      await user.click(await screen.findByRole('option', { name: '11/19/2026', hidden: true }));
      await within(pressureCard()).findByText('168/101 mmHg');
      expect(reads()).toBe(1);

      // 10 PM on Nov 19 in New York: the chosen day gets a reading.
      current = withPressure(current, 50, '2026-11-20T03:00:00.000Z', 140);
      arrived(PATIENT);
      expect(await within(pressureCard()).findByText('140/85 mmHg')).toBeTruthy();
      expect(within(pressureCard()).getByText('168/101 mmHg')).toBeTruthy();
      expect(reads()).toBe(2);
      // The range asked stays the one chosen.
      const asked = sentRequests(`/simulator/patients/${PATIENT}/measure`).map((r) =>
        new URL(r.url).searchParams.toString(),
      );
      expect(new Set(asked).size).toBe(1);

      // Three deliveries at once, right after a read, and one of another patient.
      current = withPressure(current, 51, '2026-11-20T04:00:00.000Z', 150);
      arrived(PATIENT);
      arrived(99);
      arrived(PATIENT);
      arrived(PATIENT);
      expect(reads()).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
      expect(await within(pressureCard()).findByText('150/85 mmHg')).toBeTruthy();
      await waitFor(() => expect(reads()).toBe(3));
      // The burst was one read: nothing is left waiting.
      await act(() => vi.advanceTimersByTimeAsync(2 * LIVE_REFRESH_MS));
      expect(reads()).toBe(3);
    },
  );
});
