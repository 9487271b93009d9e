import { ModalsProvider } from '@mantine/modals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import type { ReferralGrantSchema } from '@clinicall/shared/referrals/referrals';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeReferral } from '../../../test/referral-rows';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ReferralGrantsPanel } from './referral-grants-panel';

beforeAll(() => overlaysMounted());

type Grant = z.output<typeof ReferralGrantSchema>;

const grant = (overrides: Partial<Grant> = {}): Grant => ({
  referralId: 4,
  providerId: 8,
  providerFullName: 'Kenji Sato',
  referredById: 7,
  referredByFullName: 'Ana Rivera',
  grantedAt: '2026-11-20T15:00:00.000Z',
  expiresAt: null,
  ...overrides,
});

function renderPanel(viewer: { id: number; isProvider: boolean }, clinicIds = [1]) {
  const role = viewer.isProvider ? Role.provider : Role.patient;
  const account = makeAccount([role], { id: viewer.id, timeZone: 'America/New_York' });
  if (viewer.isProvider) {
    mockApi.get('/getLoggedUser', () => loggedUserOf(account, [makeClinic({ id: 1 })]));
  }
  renderRoutes({
    at: '/profile',
    account,
    routes: [
      {
        path: '/profile',
        element: (
          <>
            <ReferralGrantsPanel patientId={30} clinicIds={clinicIds} viewer={viewer} />
            <ModalsProvider />
          </>
        ),
      },
    ],
  });
  return userEvent.setup();
}

describe('what a referral grants, on the patient’s profile', () => {
  test('issue 22 item 4 the patient sees who reads their profile through which referral and revokes it (POST /referrals/{id}/revoke)', async () => {
    let revoked = false;
    mockApi.get('/referrals/grants', () => (revoked ? [] : [grant()]));
    mockApi.post('/referrals/:id/revoke', () => {
      revoked = true;
      return makeReferral({ id: 4, status: 'ACCEPTED', accessRevoked: true });
    });
    const user = renderPanel({ id: 30, isProvider: false });
    const row = await screen.findByTestId(TestId.referralGrant);
    expect(row.textContent).toContain('Kenji Sato');
    expect(row.textContent).toContain(
      'Through the referral from Ana Rivera, since Nov 20, 2026, 10:00 AM',
    );
    expect(new URL(sentRequests('/referrals/grants')[0]!.url).search).toBe('?patientId=30');
    await user.click(within(row).getByTestId(TestId.referralRevoke));
    await user.click(await screen.findByTestId(TestId.confirmAccept));
    await waitFor(() => expect(sentRequests('/referrals/4/revoke')).toHaveLength(1));
    expect((await screen.findByTestId(TestId.referralGrantsEmpty)).textContent).toBe(
      'No provider has access to this profile through a referral.',
    );
  });

  test('issue 22 item 4 a provider may revoke only the grants of referrals they sent', async () => {
    mockApi.get('/referrals/grants', () => [
      grant(),
      grant({ referralId: 5, providerId: 9, providerFullName: 'Lee Chen', referredById: 11 }),
    ]);
    renderPanel({ id: 7, isProvider: true });
    const [mine, theirs] = await screen.findAllByTestId(TestId.referralGrant);
    expect(within(mine!).getByTestId(TestId.referralRevoke)).toBeTruthy();
    expect(within(theirs!).queryByTestId(TestId.referralRevoke)).toBeNull();
  });

  test('issue 22 item 4 a provider sees no card when nobody reads through a referral', async () => {
    mockApi.get('/referrals/grants', () => []);
    renderPanel({ id: 7, isProvider: true });
    await waitFor(() => expect(sentRequests('/referrals/grants')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId(TestId.referralGrants)).toBeNull());
  });

  test('issue 22 item 4 the receiving provider, reading through the referral (no clinic shared with the patient), does not ask who else reads', async () => {
    renderPanel({ id: 8, isProvider: true }, [2]);
    await waitFor(() => expect(sentRequests('/getLoggedUser')).toHaveLength(1));
    expect(sentRequests('/referrals/grants')).toHaveLength(0);
    expect(screen.queryByTestId(TestId.referralGrants)).toBeNull();
  });
});
