import { act, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Alert } from '@clinicall/shared/monitoring/alerts';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { publishRealtime } from '../../../lib/realtime/realtime-bus';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeAlert } from '../../../test/rpm-alerts';
import { makeAccount, renderRoutes } from '../../../test/render';
import { RpmAlertsCard } from './rpm-alerts-card';

function renderCard(monitoring: boolean, alerts: () => Alert[]) {
  const account = makeAccount([Role.provider], { timeZone: 'America/New_York' });
  mockApi.get('/getLoggedUser', () =>
    loggedUserOf(account, [makeClinic({ id: 7, allowRemotePatientMonitoring: monitoring })]),
  );
  mockApi.get('/monitoring/alerts', () => alerts());
  return renderRoutes({ at: '/', account, routes: [{ path: '/', element: <RpmAlertsCard /> }] });
}

describe('the dashboard’s monitoring alerts card', () => {
  test('issue 23 lists the open alerts by patient, each leading to the patient’s monitoring tab', async () => {
    renderCard(true, () => [
      makeAlert(),
      makeAlert({
        id: 502,
        patientId: 43,
        patientName: 'Noah Brown',
        measure: 'any',
        rule: 'NO_DATA',
        value: null,
        limit: 24,
      }),
    ]);
    const rows = await screen.findAllByTestId(TestId.rpmAlertsCardRow);
    expect(rows[0]!.textContent).toContain('Ann Jones');
    expect(rows[0]!.textContent).toContain('Oxygen saturation: 87% · Below 90%');
    expect(rows[0]!.textContent).toContain('Nov 2, 2026, 7:06 AM');
    expect(rows[0]!.getAttribute('href')).toBe('/patients/current/full-profile/42?tab=rpm');
    expect(rows[1]!.textContent).toContain('No readings for 24 hours');
    expect(within(screen.getByTestId(TestId.rpmAlertsCard)).getByLabelText('2 open')).toBeTruthy();
  });

  test('issue 23 an RPM_ALERT event updates the card without a reload', async () => {
    let alerts: Alert[] = [];
    renderCard(true, () => alerts);
    expect(await screen.findByText(/No open alerts/)).toBeTruthy();
    alerts = [makeAlert()];
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
    expect(await screen.findByTestId(TestId.rpmAlertsCardRow)).toBeTruthy();
  });

  test('issue 23 F10 absent (and never asked) when none of the provider’s clinics has monitoring on', async () => {
    renderCard(false, () => [makeAlert()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentRequests('/getLoggedUser').length).toBeGreaterThan(0);
    expect(screen.queryByTestId(TestId.rpmAlertsCard)).toBeNull();
    expect(sentRequests('/monitoring/alerts')).toHaveLength(0);
  });
});
