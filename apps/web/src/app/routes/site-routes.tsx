import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { getAssistantToken } from '../../lib/auth/auth-storage';
import { adminRoutes, clinicAdminRoutes } from './admin-routes';
import { requirePatientScheduling, requireRole } from './lazy-guards';
import {
  assistDashboardPage,
  availabilityPage,
  billingSummaryPage,
  dashboardPage,
  offeringsPage,
  pastPage,
  patientBookingPage,
  providerBookingPage,
  requestsPage,
  sessionsPage,
  unavailablePage,
  upcomingPage,
} from './lazy-pages';
import { prefetch } from './prefetch';

function notYet(path: string, title: string): RouteObject {
  return { path, lazy: unavailablePage(title), handle: { title } };
}

const providerOrPatient = [Role.provider, Role.patient];

/** Everything inside the signed-in shell, grouped by who may open it (A66–A70, I31). */
export function siteRoutes(queryClient: QueryClient): RouteObject[] {
  const loggedUser = async () =>
    queryClient.ensureQueryData((await import('../../features/identity')).loggedUserQuery);
  // A29, C93: the profile panel's data, the counters and the first page of Confirmed, fetched
  // while the dashboard's code loads.
  const dashboard = {
    lazy: dashboardPage,
    loader: prefetch(async () => {
      const { countersQuery, pagedListQuery } = await import('../../features/appointments');
      // Settled, not all: one failure must not end the loader before the others have answers.
      await Promise.allSettled([
        loggedUser(),
        queryClient.ensureQueryData(countersQuery),
        queryClient.ensureInfiniteQueryData(pagedListQuery('confirmed')),
      ]);
    }),
    handle: { title: 'Dashboard' },
  };
  // The lists' first pages depend on filters kept in the page; the clinics' flags do not (C81).
  const withClinics = prefetch(loggedUser);
  return [
    {
      lazy: requireRole(providerOrPatient, 'landing'),
      children: [
        { index: true, ...dashboard },
        { path: Paths.profile, ...dashboard },
        {
          path: Paths.appointments,
          lazy: upcomingPage,
          loader: withClinics,
          handle: { title: 'Appointments' },
        },
        {
          path: Paths.pastAppointments,
          lazy: pastPage,
          loader: withClinics,
          handle: { title: 'Past appointments' },
        },
        {
          path: Paths.appointmentRequests,
          lazy: requestsPage,
          loader: prefetch(async () => {
            const { pagedListQuery } = await import('../../features/appointments');
            await Promise.allSettled([
              loggedUser(),
              queryClient.ensureInfiniteQueryData(pagedListQuery('requests')),
            ]);
          }),
          handle: { title: 'Appointment requests' },
        },
        notYet(Paths.messages, 'In-mail'),
        notYet(Paths.referrals, 'Referrals'),
        notYet(Paths.room, 'Exam room'),
      ],
    },
    {
      lazy: requireRole([Role.provider], 'root'),
      children: [
        {
          path: Paths.offerings,
          lazy: offeringsPage,
          loader: prefetch(async () =>
            queryClient.ensureQueryData(
              (await import('../../features/offerings')).myOfferingsQuery,
            ),
          ),
          handle: { title: 'Offerings' },
        },
        {
          path: Paths.availability,
          lazy: availabilityPage,
          // The week in the address, else this week where the browser is (the page's own guess).
          loader: prefetch(async ({ request }) => {
            const { timeTableQuery, weekParam } = await import('../../features/availability');
            const { mondayOf, todayIn } = await import('../../lib/calendar-dates');
            const asked = weekParam(new URL(request.url).searchParams);
            return queryClient.ensureQueryData(timeTableQuery(asked ?? mondayOf(todayIn(null))));
          }),
          handle: { title: 'Set availability' },
        },
        {
          path: Paths.makeAppointment,
          lazy: providerBookingPage,
          // The wizard's first step lists the provider's own types.
          loader: prefetch(async () =>
            queryClient.ensureQueryData(
              (await import('../../features/offerings')).myOfferingsQuery,
            ),
          ),
          handle: { title: 'Make appointment' },
        },
        notYet(Paths.providerNetwork, 'Provider network'),
        notYet(Paths.patients, 'Patients'),
      ],
    },
    {
      lazy: requireRole([Role.patient], 'root'),
      children: [
        {
          lazy: requirePatientScheduling,
          children: [
            {
              path: Paths.bookAppointment,
              lazy: patientBookingPage,
              handle: { title: 'Book appointment' },
            },
          ],
        },
        // C61: the old payment-info screen only sends patients to the dashboard.
        { path: Paths.paymentInfo, loader: () => redirect(Paths.home) },
        {
          path: Paths.billingSummary,
          lazy: billingSummaryPage,
          loader: prefetch(async () => {
            const { billingSummaryQuery } = await import('../../features/billing');
            await queryClient.ensureInfiniteQueryData(billingSummaryQuery);
          }),
          handle: { title: 'Billing summary' },
        },
      ],
    },
    {
      lazy: requireRole([Role.assistant], 'root'),
      children: [
        {
          path: Paths.assistDashboard,
          lazy: assistDashboardPage,
          // A54: the first page of providers, unfiltered, as the page asks for it.
          loader: prefetch(async () => {
            const { assistedProvidersQuery } = await import('../../features/assistant');
            return queryClient.ensureInfiniteQueryData(assistedProvidersQuery(''));
          }),
          handle: { title: 'Assist a provider' },
        },
      ],
    },
    adminRoutes(queryClient),
    clinicAdminRoutes,
    // Every role's own sign-ins, reached from the account menu (issue 6).
    {
      path: Paths.accountSessions,
      lazy: sessionsPage,
      // Not while an assistant acts as a provider: the server refuses them the provider's list.
      loader: prefetch(async () => {
        if (getAssistantToken() !== null) return;
        const { sessionsQuery } = await import('../../features/sessions');
        await queryClient.ensureQueryData(sessionsQuery);
      }),
      handle: { title: 'Active sessions' },
    },
  ];
}
