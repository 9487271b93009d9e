import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { MonitoredPatient } from '@clinicall/shared/monitoring/partners';
import { RpmMessages, type RpmSignupStatus } from '@clinicall/shared/monitoring/signup';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { publishRealtime } from '../../../lib/realtime/realtime-bus';
import { apiError, sentRequests } from '../../../test/mock-api';
import {
  emptyMeasures,
  makeClinicPartner,
  makeMeasures,
  makeMonitoredPatient,
  makeTrace,
  notFound,
  serveRpm,
  serveTabSurroundings,
  withDays,
} from '../../../test/monitoring-views';
import { makeAccount, renderRoutes } from '../../../test/render';
import { RpmTab } from './rpm-tab';

// jsdom draws no canvas and lays nothing out: the chart modules (uPlot, recharts) are replaced by
// what they were handed, and the browser journeys look at the real ones.
vi.mock('./ecg-chart', () => ({
  EcgChart: (props: { samples: number[]; hz: number; label: string }) => (
    <output aria-label={props.label}>{`${props.samples.length} samples at ${props.hz} Hz`}</output>
  ),
}));
vi.mock('./charts', () => ({
  TrendLineChart: (props: { series: { name: string }[]; rows: unknown[] }) => (
    <output>{`${props.series.map((s) => s.name).join('+')}: ${props.rows.length} points`}</output>
  ),
  SoundsBarChart: (props: { rows: Record<string, number | string>[] }) => (
    <output>
      {props.rows
        .map((r) => `${r['day']} C${r['COUGH']} R${r['RHONCHI']} W${r['WHEEZE']} K${r['CRACKLES']}`)
        .join('; ')}
    </output>
  ),
}));

const PATIENT = 42;
const ZONE = 'America/New_York';

beforeEach(() => {
  // 3 PM in New York on Nov 20, 2026: the view opens on Sep 22 through Nov 20.
  vi.useFakeTimers({ now: new Date('2026-11-20T20:00:00Z'), toFake: ['Date'] });
  serveTabSurroundings(PATIENT);
});
afterEach(() => vi.useRealTimers());

function renderTab() {
  renderRoutes({
    at: '/rpm',
    account: makeAccount([Role.provider], { timeZone: ZONE }),
    routes: [{ path: '/rpm', element: <RpmTab patientId={PATIENT} /> }],
  });
  return userEvent.setup();
}

/** A found patient at the simulator with the fixture's readings. */
function serveFound(patient: Partial<MonitoredPatient> = {}, partner = makeClinicPartner()) {
  serveRpm({
    partners: () => [partner],
    lookup: () => makeMonitoredPatient(PATIENT, { partner: partner.key, ...patient }),
    measures: () => makeMeasures(),
    rhythm: (id) => makeTrace(id),
  });
}

/** The partner's answer for a sign-up sent on Nov 2 and not yet taken up. */
const sentSignup = (partner: string): RpmSignupStatus => ({
  patientId: PATIENT,
  partner,
  sentAt: '2026-11-02T15:00:00.000Z',
  devices: ['bloodPressure'],
  state: 'SENT',
});

const view = () => screen.getByTestId(TestId.rpmPartnerView);
const stateIs = (state: string) =>
  waitFor(() => expect(view().getAttribute('data-state')).toBe(state));
const metric = (kind: string) => {
  const card = screen
    .getAllByTestId(TestId.rpmMetric)
    .find((el) => el.getAttribute('data-metric') === kind);
  if (card === undefined) throw new Error(`no ${kind} card`);
  return card;
};
const lastMeasureQuery = () =>
  new URL(sentRequests(`/simulator/patients/${PATIENT}/measure`).at(-1)!.url).searchParams;

describe('the partner views and their states', () => {
  test('G2 G5 G6 the view looks the patient up at the clinic’s partner, then reads 59 days back through today', async () => {
    serveFound();
    renderTab();
    await stateIs('data');
    expect(sentRequests(`/simulator/patients/${PATIENT}`)).toHaveLength(1);
    expect(screen.getByText('Monitoring partner: Clinicall Simulator')).toBeTruthy();
    await screen.findByText('121/79 mmHg');
    // The account's days (New York) asked as the UTC days they cover (spec 2 §9).
    expect(lastMeasureQuery().get('from')).toBe('2026-09-22');
    expect(lastMeasureQuery().get('to')).toBe('2026-11-21');
  });

  test('G2 several partners show one view each, as tabs', async () => {
    const remote = makeClinicPartner('remotecare', 'Remote Care Partners');
    const strados = makeClinicPartner('strados', 'Strados');
    serveRpm({
      partners: () => [remote, strados],
      lookup: () => notFound(),
      signup: (partner) =>
        partner === 'strados'
          ? notFound()
          : {
              patientId: PATIENT,
              partner,
              sentAt: '2026-11-02T15:00:00.000Z',
              devices: ['scale'],
              state: 'SENT',
            },
    });
    const user = renderTab();
    const tabs = await screen.findByTestId(TestId.rpmPartnerTabs);
    expect(within(tabs).getByRole('tab', { name: 'Remote Care Partners' })).toBeTruthy();
    await stateIs('sent');
    await user.click(within(tabs).getByRole('tab', { name: 'Strados' }));
    await waitFor(() => expect(view().getAttribute('data-partner')).toBe('strados'));
    await stateIs('signup');
  });

  test('G10 the loading state while the partner answers', async () => {
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => delay('infinite').then(() => notFound()),
    });
    renderTab();
    await stateIs('loading');
    expect(screen.getByTestId(TestId.rpmLoading)).toBeTruthy();
  });

  test('G9 G10 G30 a sign-up already sent shows the thank-you message', async () => {
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => notFound(),
      signup: sentSignup,
    });
    renderTab();
    await stateIs('sent');
    const sent = screen.getByTestId(TestId.rpmFormSent);
    expect(sent.textContent).toContain(RpmMessages.formSent);
    expect(sent.textContent).toContain('Nov 2, 2026');
  });

  test('issue 23 G30 a sign-up already sent turns to the patient’s data when the partner’s first readings arrive, without a reload', async () => {
    let enrolled = false;
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => (enrolled ? makeMonitoredPatient(PATIENT) : notFound()),
      measures: () => makeMeasures(),
      rhythm: (id) => makeTrace(id),
      signup: sentSignup,
    });
    renderTab();
    await stateIs('sent');
    // Another patient's readings change nothing.
    act(() => publishRealtime({ type: 'RPM_READINGS', patientId: PATIENT + 1 }));
    expect(sentRequests(`/simulator/patients/${PATIENT}`)).toHaveLength(1);
    enrolled = true;
    act(() => publishRealtime({ type: 'RPM_READINGS', patientId: PATIENT }));
    await stateIs('data');
    await screen.findByText('121/79 mmHg');
  });

  test('G9 G10 G11 a patient not signed up gets the sign-up form, and the partner’s request link', async () => {
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => notFound(),
      signup: () => notFound(),
    });
    renderTab();
    await stateIs('signup');
    expect(screen.getByTestId(TestId.rpmSignupState)).toBeTruthy();
    const link = screen.getByTestId(TestId.rpmRequestLink);
    expect(link.getAttribute('href')).toBe(
      'https://partners.example.com/simulator/request-monitoring',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('Request monitoring from Clinicall Simulator');
  });

  test('G10 G11 a partner not set up for the patient’s clinics: not configured, with the request link', async () => {
    serveRpm({
      partners: () => [makeClinicPartner('morley', 'Morley')],
      lookup: () =>
        apiError(403, { code: 'MONITORING_OFF', errorMessage: RpmMessages.partnerNotConfigured }),
    });
    renderTab();
    await stateIs('not-configured');
    const panel = screen.getByTestId(TestId.rpmNotConfigured);
    expect(within(panel).getByTestId(TestId.rpmRequestLink).getAttribute('href')).toBe(
      'https://partners.example.com/morley/request-monitoring',
    );
  });

  test('G9 G12 any other answer checking the sign-up is the error state', async () => {
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => notFound(),
      signup: () => apiError(500, { code: 'INTERNAL', errorMessage: 'Something went wrong.' }),
    });
    renderTab();
    await stateIs('error');
    expect(screen.getByTestId(TestId.rpmError).textContent).toContain(RpmMessages.requestFailed);
  });

  test('G12 a failed lookup warns "Error found requesting data"; Try again reads it again', async () => {
    let calls = 0;
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => {
        calls += 1;
        return calls === 1
          ? apiError(500, { code: 'INTERNAL', errorMessage: 'Something went wrong.' })
          : makeMonitoredPatient(PATIENT);
      },
      measures: () => makeMeasures(),
      rhythm: (id) => makeTrace(id),
    });
    const user = renderTab();
    await stateIs('error');
    const error = screen.getByTestId(TestId.rpmError);
    expect(within(error).getByText(RpmMessages.requestFailed)).toBeTruthy();
    // A server failure's internals are not the provider's to read.
    expect(error.textContent).not.toContain('Something went wrong.');
    await user.click(screen.getByTestId(TestId.rpmRetry));
    await stateIs('data');
  });

  test('G12 the partners failing to load warn "Errors requesting data"', async () => {
    serveRpm({
      partners: () => apiError(500, { code: 'INTERNAL', errorMessage: 'Something went wrong.' }),
    });
    renderTab();
    const error = await screen.findByTestId(TestId.rpmError);
    expect(within(error).getByText(RpmMessages.requestsFailed)).toBeTruthy();
  });

  test('G12 the readings failing to load warn "Error found requesting data"', async () => {
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => makeMonitoredPatient(PATIENT),
      measures: () => apiError(502, { code: 'INTERNAL', errorMessage: 'Bad gateway.' }),
    });
    renderTab();
    const error = await screen.findByTestId(TestId.rpmError);
    expect(within(error).getByText(RpmMessages.requestFailed)).toBeTruthy();
  });
});

describe('the date range', () => {
  test('G7 the range reads MMM D, YYYY and offers Last 7 Days, 30 Days, 3 Months and Year', async () => {
    serveFound();
    const user = renderTab();
    await stateIs('data');
    const range = screen.getByTestId(TestId.rpmRange);
    expect(range.textContent).toContain('Sep 22, 2026 – Nov 20, 2026');
    await user.click(range);
    for (const label of ['Last 7 Days', 'Last 30 Days', 'Last 3 Months', 'Last Year']) {
      expect(await screen.findByText(label)).toBeTruthy();
    }
  });

  test('G8 choosing another range reads the readings again', async () => {
    serveFound();
    const user = renderTab();
    await stateIs('data');
    await screen.findByText('121/79 mmHg');
    await user.click(screen.getByTestId(TestId.rpmRange));
    await user.click(await screen.findByText('Last 7 Days'));
    await waitFor(() => expect(lastMeasureQuery().get('from')).toBe('2026-11-14'));
    expect(lastMeasureQuery().get('to')).toBe('2026-11-21');
    expect(sentRequests(`/simulator/patients/${PATIENT}/measure`)).toHaveLength(2);
  });
});

describe('lists and charts', () => {
  const LIST_KINDS = [
    'bloodPressure',
    'weight',
    'temperature',
    'bloodGlucose',
    'pulseOximeter',
    'breathe',
    'pulse',
    'respiratoryRate',
    'rhythm',
  ];

  test('G13 G14 List and Charts each cover every metric, values with their units', async () => {
    serveFound();
    const user = renderTab();
    await screen.findByText('121/79 mmHg');
    const kinds = screen.getAllByTestId(TestId.rpmMetric).map((c) => c.getAttribute('data-metric'));
    expect(kinds).toEqual(LIST_KINDS);
    for (const text of [
      '172.6 lbs',
      '101.9 °F',
      '118 mg/dL',
      'After meal',
      '96%',
      'FEV1 3.16 L',
      '429 L/min',
      '0.79',
      '71 bpm',
      '16 breaths/min',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    await user.click(screen.getByRole('radio', { name: 'Charts' }));
    await screen.findByText('systolic+diastolic: 2 points');
    const charts = screen
      .getAllByTestId(TestId.rpmChart)
      .map((c) => c.getAttribute('data-measure'));
    expect(charts).toEqual([
      'systolic diastolic',
      'weight',
      'temperature',
      'glucose',
      'spo2',
      'fev',
      'pef',
      'fevFvc',
      'pulse',
      'respiratoryRate',
    ]);
    expect(screen.getByText('weight: 1 points')).toBeTruthy();
    // G17: a measure without a trend in these days asks for other dates.
    expect(within(metric('temperature')).getByTestId(TestId.rpmEmptyRange).textContent).toBe(
      RpmMessages.emptyRange,
    );
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(await screen.findByText('121/79 mmHg')).toBeTruthy();
  });

  test('G15 each list has a DEVICE READING heading and a date dropdown; another date shows its readings', async () => {
    serveFound();
    const user = renderTab();
    await screen.findByText('121/79 mmHg');
    for (const kind of LIST_KINDS) {
      const card = metric(kind);
      expect(within(card).getByRole('columnheader', { name: 'DEVICE READING' })).toBeTruthy();
      expect(within(card).getByTestId(TestId.rpmMetricDate)).toBeTruthy();
    }
    const pressure = metric('bloodPressure');
    const date = within(pressure).getByRole('combobox', { name: 'Blood Pressure date' });
    expect((date as HTMLInputElement).value).toBe('11/20/2026');
    await user.click(date);
    // 23:30 UTC on the 19th is 6:30 PM on the 19th in New York.
    await user.click(await screen.findByRole('option', { name: '11/19/2026', hidden: true }));
    expect(await within(pressure).findByText('168/101 mmHg')).toBeTruthy();
    expect(within(pressure).getByText('6:30 PM')).toBeTruthy();
    expect(within(pressure).queryByText('121/79 mmHg')).toBeNull();
  });

  test('G16 a reading flagged for sepsis is set apart and labelled', async () => {
    serveFound();
    renderTab();
    await screen.findByText('121/79 mmHg');
    const [flagged] = within(metric('temperature')).getAllByTestId(TestId.rpmReading);
    expect(flagged?.getAttribute('data-sepsis')).toBe('true');
    expect(within(flagged!).getByText('Sepsis')).toBeTruthy();
    const [plain] = within(metric('bloodPressure')).getAllByTestId(TestId.rpmReading);
    expect(plain?.getAttribute('data-sepsis')).toBe('false');
    expect(within(plain!).queryByText('Sepsis')).toBeNull();
  });

  test('G17 a range without readings asks the user to adjust the date range', async () => {
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => makeMonitoredPatient(PATIENT),
      measures: () => emptyMeasures(),
    });
    renderTab();
    await stateIs('data');
    const empties = await screen.findAllByTestId(TestId.rpmEmptyRange);
    expect(empties).toHaveLength(LIST_KINDS.length);
    expect(empties[0]?.textContent).toBe(RpmMessages.emptyRange);
  });

  test('G18 the rhythm section lists pulse by date and shows the ECG of the reading chosen', async () => {
    serveFound();
    const user = renderTab();
    await screen.findByText('121/79 mmHg');
    const rhythm = metric('rhythm');
    expect(within(rhythm).getByText('72 bpm')).toBeTruthy();
    expect(within(rhythm).getByText('88 bpm')).toBeTruthy();
    expect(within(rhythm).getByText('Sinus rhythm')).toBeTruthy();
    // The newest strip of the day is shown at once.
    const trace = await within(rhythm).findByTestId(TestId.rpmEcgTrace);
    expect(trace.getAttribute('data-reading')).toBe('8');
    expect(await within(trace).findByText('2500 samples at 250 Hz')).toBeTruthy();
    const buttons = within(rhythm).getAllByTestId(TestId.rpmEcgButton);
    await user.click(buttons[1]!);
    await waitFor(() =>
      expect(within(rhythm).getByTestId(TestId.rpmEcgTrace).getAttribute('data-reading')).toBe('9'),
    );
    expect(sentRequests(`/simulator/patients/${PATIENT}/rhythm/9`)).toHaveLength(1);
  });

  test('G6 a list keeps only readings inside the account’s chosen days', async () => {
    const measures = makeMeasures();
    // 3 AM UTC on Nov 21 is still Nov 20 in New York; 4:30 AM UTC on Sep 22 is Sep 22 12:30 AM,
    // while 3:59 AM UTC on Sep 22 is Sep 21 in New York: outside the 60 days.
    measures.pulse = [
      { id: 20, measuredAt: '2026-11-21T03:00:00.000Z', units: 'bpm', sepsis: false, pulse: 64 },
      { id: 21, measuredAt: '2026-09-22T03:59:00.000Z', units: 'bpm', sepsis: false, pulse: 99 },
    ];
    serveRpm({
      partners: () => [makeClinicPartner()],
      lookup: () => makeMonitoredPatient(PATIENT),
      measures: () => withDays(measures),
      rhythm: (id) => makeTrace(id),
    });
    const user = renderTab();
    await screen.findByText('121/79 mmHg');
    const pulse = metric('pulse');
    expect(within(pulse).getByText('64 bpm')).toBeTruthy();
    const date = within(pulse).getByRole('combobox', { name: 'Pulse date' });
    await user.click(date);
    const list = await waitFor(() => {
      const found = document.getElementById(date.getAttribute('aria-controls') ?? '');
      if (found === null) throw new Error('the dropdown is not open');
      return found;
    });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['11/20/2026']);
  });
});

describe('partner extras', () => {
  test('G19 the respiratory-sounds partner charts COUGH, RHONCHI, WHEEZE and CRACKLES', async () => {
    serveRpm({
      partners: () => [makeClinicPartner('strados', 'Strados')],
      lookup: () =>
        makeMonitoredPatient(PATIENT, {
          partner: 'strados',
          features: { respiratorySounds: true, observations: false, morleyAssociated: false },
        }),
      measures: () => makeMeasures(),
      rhythm: (id) => makeTrace(id),
      sounds: () => [
        { sound: 'WHEEZE', intervalStart: '2026-11-20T14:00:00.000Z', eventCount: 4 },
        { sound: 'COUGH', intervalStart: '2026-11-20T15:00:00.000Z', eventCount: 2 },
        { sound: 'COUGH', intervalStart: '2026-11-19T15:00:00.000Z', eventCount: 1 },
        { sound: 'CRACKLES', intervalStart: '2026-11-19T16:00:00.000Z', eventCount: 3 },
      ],
    });
    const user = renderTab();
    const sounds = await screen.findByTestId(TestId.rpmSounds);
    expect(await within(sounds).findByText('Wheeze')).toBeTruthy();
    expect(within(sounds).getByText('Cough')).toBeTruthy();
    const asked = new URL(sentRequests(`/strados/patients/${PATIENT}/readings`)[0]!.url);
    expect(asked.searchParams.get('from')).toBe('2026-09-22');
    expect(asked.searchParams.get('to')).toBe('2026-11-21');
    await user.click(screen.getByRole('radio', { name: 'Charts' }));
    expect(
      await within(sounds).findByText('2026-11-19 C1 R0 W0 K3; 2026-11-20 C2 R0 W4 K0'),
    ).toBeTruthy();
  });

  test('G20 the remote-care partner’s observations are read by name', async () => {
    serveRpm({
      partners: () => [makeClinicPartner('remotecare', 'Remote Care Partners')],
      lookup: () =>
        makeMonitoredPatient(PATIENT, {
          partner: 'remotecare',
          features: { respiratorySounds: false, observations: true, morleyAssociated: false },
        }),
      measures: () => makeMeasures(),
      rhythm: (id) => makeTrace(id),
      observations: (name) => [
        {
          id: 1,
          measuredAt: '2026-11-20T15:00:00.000Z',
          value: name === 'weight' ? 172.6 : 121,
          unit: name === 'weight' ? 'lbs' : 'mmHg',
        },
      ],
    });
    const user = renderTab();
    const observations = await screen.findByTestId(TestId.rpmObservations);
    expect(await within(observations).findByText('121 mmHg')).toBeTruthy();
    expect(sentRequests(`/remotecare/patients/${PATIENT}/observations/systolic`)).toHaveLength(1);
    await user.click(within(observations).getByRole('combobox', { name: 'Observation' }));
    await user.click(await screen.findByRole('option', { name: 'Weight', hidden: true }));
    expect(await within(observations).findByText('172.6 lbs')).toBeTruthy();
    expect(sentRequests(`/remotecare/patients/${PATIENT}/observations/weight`)).toHaveLength(1);
  });
});
