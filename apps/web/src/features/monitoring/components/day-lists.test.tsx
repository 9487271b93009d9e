import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Measures } from '@clinicall/shared/monitoring/measures';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { sentRequests } from '../../../test/mock-api';
import {
  FIXTURE_ZONE,
  makeClinicPartner,
  makeMeasures,
  makeMonitoredPatient,
  makeTrace,
  serveRpm,
  serveTabSurroundings,
} from '../../../test/monitoring-views';
import { makeAccount, renderRoutes } from '../../../test/render';
import { RpmTab } from './rpm-tab';

// jsdom draws no canvas: the ECG chart is replaced by what it was handed.
vi.mock('./ecg-chart', () => ({
  EcgChart: (props: { samples: number[] }) => <output>{props.samples.length}</output>,
}));

const PATIENT = 42;
/** A cursor as the server writes them (microseconds, a dot, an id). */
const PAGE_2 = '1763533200000000.1049';
/** Nov 19, 2026 in New York starts at 05:00 UTC. */
const NOV_19 = Date.parse('2026-11-19T05:00:00Z');
/**
 * 15 blood pressures on Nov 19, one a minute; the answer carries only the newest of them. The
 * server pages them (`RPM_DAY_PAGE`); the stub answers pages of 10 so the test renders few rows.
 */
const BUSY = 15;
const PAGE = 10;
const pressure = (i: number) => ({
  id: 1000 + i,
  measuredAt: new Date(NOV_19 + i * 60_000).toISOString(),
  units: 'mmHg',
  sepsis: false,
  systolic: 100 + (i % 50),
  diastolic: 70,
  pulse: null,
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T20:00:00Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

/** The fixture's readings, where the answer holds one of Nov 19's 250 and none of Nov 2's 3. */
function measures(): Measures {
  const m = makeMeasures();
  return {
    ...m,
    bloodPressure: [m.bloodPressure[0]!, pressure(BUSY - 1)],
    days: {
      ...m.days,
      bloodPressure: [
        { day: '2026-11-20', count: 1 },
        { day: '2026-11-19', count: BUSY },
        { day: '2026-11-02', count: 3 },
        // Before the chosen days (the request covers whole UTC days): not offered.
        { day: '2026-09-21', count: 1 },
      ],
    },
  };
}

const pressureCard = () =>
  screen
    .getAllByTestId(TestId.rpmMetric)
    .find((el) => el.getAttribute('data-metric') === 'bloodPressure')!;

describe('a list’s days (G15)', () => {
  test(
    'G15 the dropdown offers every day with readings in the range; a day the answer does not hold whole is read page by page',
    { timeout: 60_000 },
    async () => {
      serveRpm({
        partners: () => [makeClinicPartner()],
        lookup: () => makeMonitoredPatient(PATIENT),
        measures: () => measures(),
        rhythm: (id) => makeTrace(id),
        day: (url) => {
          const after = url.searchParams.get('cursor');
          const newestFirst = Array.from({ length: BUSY }, (_, i) => pressure(BUSY - 1 - i));
          const from = after === null ? 0 : PAGE;
          return {
            bloodPressure: newestFirst.slice(from, from + PAGE),
            next: after === null ? PAGE_2 : null,
          };
        },
      });
      serveTabSurroundings(PATIENT);
      renderRoutes({
        at: '/rpm',
        account: makeAccount([Role.provider], { timeZone: FIXTURE_ZONE }),
        routes: [{ path: '/rpm', element: <RpmTab patientId={PATIENT} /> }],
      });
      const user = userEvent.setup();
      await screen.findByText('121/79 mmHg');
      // The newest day is whole in the answer: nothing more is read for it.
      expect(sentRequests(`/simulator/patients/${PATIENT}/measure/day`)).toHaveLength(0);

      const date = within(pressureCard()).getByRole('combobox', { name: 'Blood Pressure date' });
      await user.click(date);
      const list = await waitFor(() => {
        const found = document.getElementById(date.getAttribute('aria-controls') ?? '');
        if (found === null) throw new Error('the dropdown is not open');
        return found;
      });
      const options = within(list).getAllByRole('option', { hidden: true });
      expect(options.map((o) => o.textContent)).toEqual(['11/20/2026', '11/19/2026', '11/02/2026']);
      await user.click(screen.getByRole('option', { name: '11/19/2026', hidden: true }));

      const card = pressureCard();
      await within(card).findByText(`${PAGE} of ${BUSY} readings of this day`);
      expect(within(card).getAllByTestId(TestId.rpmReading)).toHaveLength(PAGE);
      const [asked] = sentRequests(`/simulator/patients/${PATIENT}/measure/day`);
      expect(Object.fromEntries(new URL(asked!.url).searchParams)).toEqual({
        kind: 'bloodPressure',
        date: '2026-11-19',
      });

      await user.click(within(card).getByTestId(TestId.rpmDayMore));
      await within(card).findByText(`${BUSY} of ${BUSY} readings of this day`);
      const rows = within(card).getAllByTestId(TestId.rpmReading);
      expect(rows).toHaveLength(BUSY);
      // Newest first, to the day's first reading at midnight in New York.
      expect(within(rows.at(-1)!).getByText('12:00 AM')).toBeTruthy();
      expect(within(card).queryByTestId(TestId.rpmDayMore)).toBeNull();
      const next = sentRequests(`/simulator/patients/${PATIENT}/measure/day`).at(-1)!;
      expect(new URL(next.url).searchParams.get('cursor')).toBe(PAGE_2);
    },
  );
});
