import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeThresholds } from '../../../test/rpm-alerts';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ClinicThresholdsPage } from './clinic-thresholds-page';

function renderPage(monitoring: boolean) {
  const account = makeAccount([Role.clinicAdmin]);
  mockApi.get('/getLoggedUser', () =>
    loggedUserOf(account, [makeClinic({ id: 7, allowRemotePatientMonitoring: monitoring })]),
  );
  mockApi.get('/monitoring/thresholds', () => makeThresholds({ noDataHours: 12 }));
  renderRoutes({
    at: '/',
    account,
    routes: [
      {
        path: '/',
        element: (
          <>
            <ClinicThresholdsPage />
            <Notifications />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

describe('the clinic admin’s monitoring thresholds', () => {
  test('issue 23 the clinic admin edits the clinic’s default thresholds (PUT /monitoring/thresholds?clinicId)', async () => {
    mockApi.put('/monitoring/thresholds', () => makeThresholds({ noDataHours: 6 }));
    const user = renderPage(true);
    const hours = await screen.findByLabelText('Alert when a device sends nothing for (hours)');
    expect((hours as HTMLInputElement).value).toBe('12');
    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(screen.getByTestId(TestId.rpmThresholdsSave));
    const puts = () => sentRequests('/monitoring/thresholds').filter((r) => r.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.url).toContain('clinicId=7');
    const body = (await puts()[0]!.json()) as { noDataHours: number; thresholds: unknown[] };
    expect(body.noDataHours).toBe(6);
    expect(body.thresholds).toHaveLength(makeThresholds().thresholds.length);
    expect(await screen.findByText('Thresholds saved')).toBeTruthy();
  });

  test('issue 23 a clinic without monitoring says so and asks nothing', async () => {
    renderPage(false);
    expect(await screen.findByText(RpmMessages.monitoringOff)).toBeTruthy();
    expect(sentRequests('/monitoring/thresholds')).toHaveLength(0);
  });
});
