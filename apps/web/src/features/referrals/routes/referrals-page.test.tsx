import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useLocation, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Account } from '@clinicall/shared/identity';
import type { Referral } from '@clinicall/shared/referrals/referrals';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { overlaysMounted } from '../../../components/ui/overlay-host';
import { receiveRealtimeEvent } from '../../../lib/realtime/receive-event';
import { apiError, mockApi, sentRequests } from '../../../test/mock-api';
import { loggedUserOf, makeClinic } from '../../../test/people';
import { makeReferral, referralPage } from '../../../test/referral-rows';
import { makeAccount, renderRoutes } from '../../../test/render';
import { ReferralsPage } from './referrals-page';

beforeAll(() => overlaysMounted());

const rivera = makeAccount([Role.provider], { id: 7, timeZone: 'America/New_York' });
const sato = makeAccount([Role.provider], { id: 8, timeZone: 'America/New_York' });
const sam = makeAccount([Role.patient], { id: 30, timeZone: 'America/New_York' });

/** Shows the navigation state the page was reached with. */
function StateProbe() {
  const { state } = useLocation();
  return <output data-testid="state">{JSON.stringify(state)}</output>;
}

function renderReferrals(
  account: Account,
  clinics = [makeClinic()],
  extraRoutes: RouteObject[] = [],
) {
  mockApi.get('/getLoggedUser', () => loggedUserOf(account, clinics));
  const view = renderRoutes({
    at: '/referrals',
    account,
    routes: [
      ...extraRoutes,
      {
        path: '/referrals',
        element: (
          <>
            <ReferralsPage />
            <ModalsProvider />
            <Notifications />
          </>
        ),
      },
    ],
  });
  return { ...view, user: userEvent.setup() };
}

const rows = () => screen.findAllByTestId(TestId.referralRow);

describe('referrals list', () => {
  test('F87 F92 a provider’s referrals come from GET /referrals/provider, grouped by day in the account’s time zone', async () => {
    mockApi.get('/referrals/provider', () =>
      referralPage([
        // 02:30 UTC on the 21st is still the 20th in New York.
        makeReferral({ id: 3, referralDate: '2026-11-21T02:30:00.000Z' }),
        makeReferral({ id: 2, referralDate: '2026-11-20T15:00:00.000Z' }),
        makeReferral({ id: 1, referralDate: '2026-11-19T15:00:00.000Z' }),
      ]),
    );
    renderReferrals(rivera);
    await rows();
    const days = screen.getAllByTestId(TestId.referralDay);
    expect(days.map((d) => d.querySelector('h2')?.textContent)).toEqual([
      'Friday, November 20, 2026',
      'Thursday, November 19, 2026',
    ]);
    expect(within(days[0]!).getAllByTestId(TestId.referralRow)).toHaveLength(2);
    expect(new URL(sentRequests('/referrals/provider')[0]!.url).search).toBe('?page=0');
  });

  test('F87 the search asks the server with the typed words; with nothing found the list says "No Referrals found"', async () => {
    mockApi.get('/referrals/provider', ({ request }) =>
      new URL(request.url).searchParams.get('search') === 'zzz'
        ? referralPage([])
        : referralPage([makeReferral()]),
    );
    const { user } = renderReferrals(rivera);
    await rows();
    await user.type(screen.getByTestId(TestId.referralsSearch), 'zzz');
    const empty = await screen.findByTestId(TestId.referralsEmpty);
    expect(empty.textContent).toContain('No Referrals found');
    const last = sentRequests('/referrals/provider').at(-1)!;
    expect(new URL(last.url).searchParams.get('search')).toBe('zzz');
  });

  test('F88 the status labels read Pending, Declined and Accepted', async () => {
    mockApi.get('/referrals/provider', () =>
      referralPage([
        makeReferral({ id: 1, status: 'PENDING' }),
        makeReferral({ id: 2, status: 'DECLINED' }),
        makeReferral({ id: 3, status: 'ACCEPTED' }),
      ]),
    );
    renderReferrals(rivera);
    await rows();
    expect(screen.getAllByTestId(TestId.referralStatus).map((b) => b.textContent)).toEqual([
      'Pending',
      'Declined',
      'Accepted',
    ]);
  });

  test('F89 the sender sees View Referral Form and Withdraw on a pending referral, never Accept or Decline', async () => {
    mockApi.get('/referrals/provider', () => referralPage([makeReferral({ id: 4 })]));
    renderReferrals(rivera);
    const [row] = await rows();
    expect(within(row!).getByText('Referred to Kenji Sato')).toBeTruthy();
    expect(within(row!).getByTestId(TestId.referralViewForm).getAttribute('href')).toBe(
      '/print/referral-summary-form?referralId=4',
    );
    expect(within(row!).queryByTestId(TestId.referralAccept)).toBeNull();
    expect(within(row!).queryByTestId(TestId.referralDecline)).toBeNull();
    expect(within(row!).getByTestId(TestId.referralWithdraw)).toBeTruthy();
  });

  test('F89 F90 the receiving provider’s Accept is sent at once with PUT /referrals (id, status) and the list is read again', async () => {
    let answered: Referral | null = null;
    mockApi.get('/referrals/provider', () =>
      referralPage([answered ?? makeReferral({ id: 5 }), makeReferral({ id: 6 })]),
    );
    mockApi.put('/referrals', async ({ request }) => {
      const body = (await request.json()) as { id: number; status: 'ACCEPTED' };
      answered = makeReferral({ id: body.id, status: body.status });
      return answered;
    });
    const { user } = renderReferrals(sato);
    const [first] = await rows();
    expect(within(first!).getByText('Referred by Ana Rivera')).toBeTruthy();
    expect(within(first!).queryByTestId(TestId.referralWithdraw)).toBeNull();
    await user.click(within(first!).getByTestId(TestId.referralAccept));
    await waitFor(() =>
      expect(screen.getAllByTestId(TestId.referralStatus)[0]!.textContent).toBe('Accepted'),
    );
    const [put] = sentRequests('/referrals');
    expect(put!.method).toBe('PUT');
    expect(await put!.json()).toEqual({ id: 5, status: 'ACCEPTED' });
    // The accepted row leads to the patient it grants; the other still waits for its answer.
    const [accepted, waiting] = await rows();
    expect(within(accepted!).getByTestId(TestId.referralOpenProfile).getAttribute('href')).toBe(
      '/patients/current/full-profile/30',
    );
    expect(within(accepted!).queryByTestId(TestId.referralAccept)).toBeNull();
    expect(within(waiting!).getByTestId(TestId.referralDecline)).toBeTruthy();
  });

  test('F90 an answer the server refuses (already answered) says why and shows the referral as it is now', async () => {
    let withdrawn = false;
    mockApi.get('/referrals/provider', () =>
      referralPage([makeReferral({ status: withdrawn ? 'WITHDRAWN' : 'PENDING' })]),
    );
    mockApi.put('/referrals', () => {
      withdrawn = true;
      return apiError(409, {
        code: 'REFERRAL_ALREADY_ANSWERED',
        errorMessage: 'This referral has already been answered or withdrawn.',
      });
    });
    const { user } = renderReferrals(sato);
    const [row] = await rows();
    await user.click(within(row!).getByTestId(TestId.referralDecline));
    expect(
      await screen.findByText('This referral has already been answered or withdrawn.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId(TestId.referralStatus).textContent).toBe('Withdrawn'),
    );
  });

  test('issue 22 the sender withdraws a pending referral after confirming (POST /referrals/{id}/withdraw)', async () => {
    mockApi.get('/referrals/provider', () => referralPage([makeReferral({ id: 9 })]));
    mockApi.post('/referrals/:id/withdraw', () => makeReferral({ id: 9, status: 'WITHDRAWN' }));
    const { user } = renderReferrals(rivera);
    const [row] = await rows();
    await user.click(within(row!).getByTestId(TestId.referralWithdraw));
    await user.click(await screen.findByTestId(TestId.confirmAccept));
    await waitFor(() => expect(sentRequests('/referrals/9/withdraw')).toHaveLength(1));
  });

  test('F91 F92 a patient’s referrals come from GET /referrals/patient and show the referred-to provider’s name and image; no form, no answers', async () => {
    mockApi.get('/referrals/patient', () =>
      referralPage([
        makeReferral({ status: 'ACCEPTED', referredToImagePath: '/api/providers/8/photo?v=1' }),
        makeReferral({ id: 2, status: 'PENDING' }),
      ]),
    );
    mockApi.get('/providers/:id/photo', () => new HttpResponse(new Blob(['x']), { status: 200 }));
    renderReferrals(sam, [makeClinic({ patientScheduleAppointmentEnabled: true })]);
    const [accepted, pending] = await rows();
    expect(within(accepted!).getByText('Kenji Sato')).toBeTruthy();
    expect(within(accepted!).getByText('Referred by Ana Rivera')).toBeTruthy();
    await waitFor(() => expect(sentRequests('/providers/8/photo')).toHaveLength(1));
    expect(screen.queryByTestId(TestId.referralViewForm)).toBeNull();
    expect(screen.queryByTestId(TestId.referralAccept)).toBeNull();
    expect(screen.queryByTestId(TestId.referralWithdraw)).toBeNull();
    // Issue 22: once accepted, the patient can book the referred-to provider.
    expect(within(accepted!).getByTestId(TestId.referralBook).getAttribute('href')).toBe(
      '/patient/appointments/make',
    );
    expect(within(pending!).queryByTestId(TestId.referralBook)).toBeNull();
  });

  test('issue 22 F91 "Book a visit" opens the booking flow with the referred-to provider, and says booking joins their clinic', async () => {
    mockApi.get('/referrals/patient', () =>
      referralPage([makeReferral({ status: 'ACCEPTED', answeredDate: '2026-11-21T10:00:00Z' })]),
    );
    const { user } = renderReferrals(
      sam,
      [],
      [{ path: '/patient/appointments/make', element: <StateProbe /> }],
    );
    const [row] = await rows();
    expect(row!.textContent).toContain(
      'Booking a visit with Kenji Sato makes you a patient of their clinic.',
    );
    await user.click(within(row!).getByTestId(TestId.referralBook));
    const state = await screen.findByTestId('state');
    expect(JSON.parse(state.textContent)).toEqual({
      bookWith: { id: 8, name: 'Kenji Sato', email: 'dr.sato@example.org' },
    });
  });

  test('issue 22 F91 no "Book a visit" on a referral declined, withdrawn, completed, revoked or run out, nor on a family member’s', async () => {
    mockApi.get('/referrals/patient', () =>
      referralPage([
        makeReferral({ id: 1, status: 'DECLINED' }),
        makeReferral({ id: 2, status: 'WITHDRAWN' }),
        makeReferral({ id: 3, status: 'COMPLETED' }),
        makeReferral({ id: 4, status: 'ACCEPTED', accessRevoked: true }),
        makeReferral({ id: 5, status: 'ACCEPTED', accessUntil: '2020-01-01T00:00:00.000Z' }),
        // The head of the family sees a member's referral; the member books through it.
        makeReferral({ id: 6, status: 'ACCEPTED', patientId: 31, patientFullName: 'Mia Jones' }),
      ]),
    );
    renderReferrals(sam);
    expect(await rows()).toHaveLength(6);
    expect(screen.queryByTestId(TestId.referralBook)).toBeNull();
  });

  test('F94 an attachment downloads with GET /referrals/download (referral id, file name)', async () => {
    mockApi.get('/referrals/provider', () =>
      referralPage([
        makeReferral({
          id: 11,
          attachmentList: [{ id: 1, fileName: 'ecg strip.pdf', fileType: 'pdf', size: 3 }],
        }),
      ]),
    );
    mockApi.get('/referrals/download', () => new HttpResponse(new Blob(['pdf']), { status: 200 }));
    URL.createObjectURL = () => 'blob:referral';
    URL.revokeObjectURL = () => undefined;
    const { user } = renderReferrals(rivera);
    await rows();
    await user.click(screen.getByTestId(TestId.referralAttachment));
    await waitFor(() => expect(sentRequests('/referrals/download')).toHaveLength(1));
    const query = new URL(sentRequests('/referrals/download')[0]!.url).searchParams;
    expect(query.get('referralId')).toBe('11');
    expect(query.get('fileName')).toBe('ecg strip.pdf');
  });

  test('issue 22 a new referral arrives over the realtime channel without a reload', async () => {
    let sent: Referral[] = [];
    mockApi.get('/referrals/provider', () => referralPage(sent));
    renderReferrals(sato);
    await screen.findByTestId(TestId.referralsEmpty);
    sent = [makeReferral({ id: 12 })];
    act(() => {
      receiveRealtimeEvent({ type: 'REFERRAL_CHANGED', referralId: 12, status: 'PENDING' });
    });
    const [row] = await rows();
    expect(within(row!).getByTestId(TestId.referralAccept)).toBeTruthy();
  });

  test('F87 a list that fails to load says so in words and can be tried again', async () => {
    mockApi.get('/referrals/provider', () =>
      apiError(403, {
        code: 'PROVIDER_NETWORK_DISABLED',
        errorMessage: 'The provider network is not available in your clinics.',
      }),
    );
    renderReferrals(rivera);
    const error = await screen.findByTestId(TestId.loadError);
    expect(error.textContent).toContain('The referrals could not be loaded.');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
