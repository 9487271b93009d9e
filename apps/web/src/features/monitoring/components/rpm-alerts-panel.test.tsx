import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Alert } from '@clinicall/shared/monitoring/alerts';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { publishRealtime } from '../../../lib/realtime/realtime-bus';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { makePatientProfile } from '../../../test/people';
import { makeAlert, makeThresholds } from '../../../test/rpm-alerts';
import { makeAccount, renderRoutes } from '../../../test/render';
import { RpmAlertsPanel } from './rpm-alerts-panel';

const clinic = {
  id: 7,
  name: 'Riverside',
  allowPatientAttachment: false,
  allowRemotePatientMonitoring: true,
};

function renderPanel(alerts: () => Alert[]) {
  mockApi.get('/monitoring/patients/:id/alerts', () => alerts());
  mockApi.get('/patient/:id/profile', () => makePatientProfile({ clinicDTOS: [clinic] }));
  mockApi.get('/monitoring/thresholds', () => makeThresholds());
  mockApi.get('/monitoring/patients/:id/thresholds', () =>
    makeThresholds({
      thresholds: makeThresholds().thresholds.map((t) =>
        t.measure === 'spo2' ? { ...t, low: 88 } : t,
      ),
    }),
  );
  renderRoutes({
    at: '/',
    account: makeAccount([Role.provider], { timeZone: 'America/New_York' }),
    routes: [{ path: '/', element: <RpmAlertsPanel patientId={42} /> }],
  });
  return userEvent.setup();
}

const cleared = makeAlert({
  id: 400,
  measure: 'systolic',
  rule: 'HIGH',
  value: 171,
  limit: 160,
  state: 'CLEARED',
  openedAt: '2026-11-01T15:00:00.000Z',
  clearedAt: '2026-11-01T15:40:00.000Z',
});

describe('RPM alerts panel', () => {
  test('issue 23 open and recent alerts show the measure, the value, since when and the rule', async () => {
    renderPanel(() => [makeAlert(), cleared]);
    const rows = await screen.findAllByTestId(TestId.rpmAlertRow);
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['OPEN', 'CLEARED']);
    expect(rows[0]!.textContent).toContain('Oxygen saturation');
    expect(rows[0]!.textContent).toContain('87% · Below 90%');
    // 12:06 UTC is 7:06 AM in New York, the account's zone.
    expect(rows[0]!.textContent).toContain('Since Nov 2, 2026, 7:06 AM');
    expect(rows[1]!.textContent).toContain('171\u00a0mmHg · Above 160\u00a0mmHg');
    expect(within(rows[1]!).queryByTestId(TestId.rpmAlertAcknowledge)).toBeNull();
    expect(sentRequests('/monitoring/patients/42/alerts')[0]!.url).toContain('state=ALL');
  });

  test('issue 23 a no-data alert names the silent hours', async () => {
    renderPanel(() => [makeAlert({ measure: 'any', rule: 'NO_DATA', value: null, limit: 12 })]);
    const [row] = await screen.findAllByTestId(TestId.rpmAlertRow);
    expect(row!.textContent).toContain('No readings for 12 hours');
  });

  test('issue 23 acknowledging sends POST …/acknowledge and shows who and when', async () => {
    let acknowledged = false;
    const acked = makeAlert({
      acknowledgedAt: '2026-11-02T12:30:00.000Z',
      acknowledgedBy: 'Omar Other',
    });
    mockApi.post('/monitoring/alerts/:alertId/acknowledge', () => {
      acknowledged = true;
      return acked;
    });
    const user = renderPanel(() => [acknowledged ? acked : makeAlert()]);
    await user.click(await screen.findByTestId(TestId.rpmAlertAcknowledge));
    const who = await screen.findByTestId(TestId.rpmAlertAcknowledged);
    expect(who.textContent).toBe('Acknowledged by Omar Other on Nov 2, 2026, 7:30 AM');
    expect(sentRequests('/monitoring/alerts/501/acknowledge')).toHaveLength(1);
    expect(screen.queryByTestId(TestId.rpmAlertAcknowledge)).toBeNull();
  });

  test('issue 23 an RPM_ALERT event for the patient reads the alerts again without a reload', async () => {
    let current: Alert[] = [];
    renderPanel(() => current);
    await screen.findByTestId(TestId.rpmAlertsEmpty);
    current = [makeAlert()];
    act(() =>
      publishRealtime({
        type: 'RPM_ALERT',
        alertId: 501,
        patientId: 42,
        measure: 'spo2',
        rule: 'LOW',
        state: 'OPEN',
      }),
    );
    expect(await screen.findByTestId(TestId.rpmAlertRow)).toBeTruthy();
    // Another patient's alert does not concern this tab.
    const before = sentRequests('/monitoring/patients/42/alerts').length;
    act(() =>
      publishRealtime({
        type: 'RPM_ALERT',
        alertId: 9,
        patientId: 99,
        measure: 'pulse',
        rule: 'HIGH',
        state: 'OPEN',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentRequests('/monitoring/patients/42/alerts')).toHaveLength(before);
  });

  test('issue 23 thresholds: the patient’s beside the clinic’s; the dialog keeps only what differs from the clinic', async () => {
    mockApi.put('/monitoring/patients/:id/thresholds', () => makeThresholds());
    const user = renderPanel(() => []);
    const table = await screen.findByTestId(TestId.rpmThresholdsTable);
    const spo2 = within(table).getByText('Oxygen saturation').closest('tr')!;
    expect(spo2.textContent).toContain('at least 88%, for 5\u00a0min');
    expect(spo2.textContent).toContain('Own');
    expect(spo2.textContent).toContain('at least 90%, for 5\u00a0min');
    expect(sentRequests('/monitoring/thresholds')[0]!.url).toContain('clinicId=7');

    await user.click(screen.getByTestId(TestId.rpmThresholdsEdit));
    // A change event, not typing: 28 number inputs re-render on every key (slow on a loaded machine).
    fireEvent.change(await screen.findByLabelText('Pulse: High'), { target: { value: '110' } });
    await user.click(screen.getByTestId(TestId.rpmThresholdsSave));
    const puts = () =>
      sentRequests('/monitoring/patients/42/thresholds').filter((r) => r.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    // The dialog closes once saved.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = (await puts()[0]!.json()) as {
      thresholds: { measure: string; low: number | null; high: number | null }[];
      noDataHours: number;
    };
    expect(body.thresholds.map((t) => [t.measure, t.low, t.high])).toEqual([
      ['pulse', 45, 110],
      ['spo2', 88, null],
    ]);
    expect(body.noDataHours).toBe(24);
  });

  test('issue 23 a threshold the server would refuse is explained in the dialog and not sent', async () => {
    const user = renderPanel(() => []);
    await user.click(await screen.findByTestId(TestId.rpmThresholdsEdit));
    fireEvent.change(await screen.findByLabelText('Systolic pressure: Low'), {
      target: { value: '170' },
    });
    await user.click(screen.getByTestId(TestId.rpmThresholdsSave));
    expect(await screen.findByText('The low limit must be below the high limit.')).toBeTruthy();
    await user.click(screen.getByTestId(TestId.rpmThresholdsReset));
    expect(screen.getByLabelText<HTMLInputElement>('Systolic pressure: Low').value).toBe('90');
    expect(
      sentRequests('/monitoring/patients/42/thresholds').filter((r) => r.method === 'PUT'),
    ).toHaveLength(0);
  });
});
