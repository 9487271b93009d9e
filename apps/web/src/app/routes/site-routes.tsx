import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { getAssistantToken } from '../../lib/auth/auth-storage';
import { adminRoutes, clinicAdminRoutes } from './admin-routes';
import {
  requireAppointmentTemplates,
  requirePatientScheduling,
  requireProviderNetwork,
  requireRole,
} from './lazy-guards';
import {
  assistDashboardPage,
  availabilityPage,
  billingSummaryPage,
  connectionsPage,
  conversationPage,
  newMessagePage,
  dashboardPage,
  invitePage,
  findProvidersPage,
  fullProfilePage,
  ownProfilePage,
  providerProfilePage,
  referralsPage,
  rosterPage,
  offeringsPage,
  onDemandPage,
  pastPage,
  patientBookingPage,
  providerBookingPage,
  referPatientsPage,
  referProvidersPage,
  requestsPage,
  notesWizardPage,
  resourcesPage,
  roomEntryPage,
  sessionsPage,
  templatesPage,
  techCheckPage,
  topicsPage,
  upcomingPage,
} from './lazy-pages';
import { resetReferCandidates } from '../../lib/refer-candidates';
import { prefetch } from './prefetch';

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
        // The spec names no attachments page: the old address opens the profile's tab.
        {
          path: Paths.patientAttachments,
          loader: async ({ params }) => {
            const user = await loggedUser();
            return redirect(
              user.roles.includes(Role.provider)
                ? `${pathTo.patientFullProfile(Number(params.id))}?tab=attachments`
                : `${Paths.ownProfile}?tab=attachments`,
            );
          },
        },
        { path: Paths.ownProfile, lazy: ownProfilePage, handle: { title: 'My profile' } },
        {
          path: Paths.providerProfile,
          lazy: providerProfilePage,
          handle: { title: 'Provider profile' },
        },
        { path: Paths.messages, lazy: topicsPage, handle: { title: 'Messages' } },
        { path: Paths.messageTopic, lazy: conversationPage, handle: { title: 'Conversation' } },
        // F87: the referrals of the in-mail area, the provider's or the patient's own.
        { path: Paths.referrals, lazy: referralsPage, handle: { title: 'Referrals' } },
        // F133: Help & Support, providers and patients.
        { path: Paths.resources, lazy: resourcesPage, handle: { title: 'Help & Support' } },
        // D28: the camera and microphone check.
        { path: Paths.techCheck, lazy: techCheckPage, handle: { title: 'Tech check' } },
        // D2: the room of an appointment, entered with the session (issue 19 path 7).
        { path: Paths.roomEntry, lazy: roomEntryPage, handle: { title: 'Exam room' } },
      ],
    },
    {
      lazy: requireRole([Role.provider], 'root'),
      children: [
        // E4: providers only; the router ranks this static path above `/messages/:topicId`.
        { path: Paths.newMessage, lazy: newMessagePage, handle: { title: 'New Message' } },
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
        // C103: an immediate call.
        { path: Paths.onDemand, lazy: onDemandPage, handle: { title: 'On-demand call' } },
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
        // E39: the post-encounter wizard; a bare /notes opens its first step.
        {
          path: Paths.postEncounterNotes,
          lazy: notesWizardPage,
          handle: { title: 'Edit and Complete' },
        },
        {
          path: Paths.postEncounterStep,
          lazy: notesWizardPage,
          handle: { title: 'Edit and Complete' },
        },
        {
          lazy: requireAppointmentTemplates,
          children: [
            { path: Paths.templates, lazy: templatesPage, handle: { title: 'Templates' } },
          ],
        },
        {
          // F97, F99: the network and referring a patient only where a clinic has the network on.
          lazy: requireProviderNetwork,
          // F98: opening the network or a refer list forgets the refer candidates kept so far.
          loader: () => resetReferCandidates(queryClient),
          // Each search or filter change must not reset them again, only a new screen.
          shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
          children: [
            // Spec 2 §2: /provider-network is abstract; the sidebar's link opens the connections.
            {
              path: Paths.providerNetwork,
              loader: () => redirect(Paths.providerNetworkConnections),
            },
            {
              path: Paths.providerNetworkConnections,
              lazy: connectionsPage,
              handle: { title: 'Provider network' },
            },
            {
              path: Paths.providerNetworkFind,
              lazy: findProvidersPage,
              handle: { title: 'Find a provider' },
            },
            // F95, F96: referring a patient, under the patients area (spec 2 §2).
            {
              path: Paths.patientsReferrals,
              lazy: referProvidersPage,
              handle: { title: 'Refer a patient' },
            },
            {
              path: Paths.patientsReferralsCurrent,
              lazy: referPatientsPage,
              handle: { title: 'Refer a patient' },
            },
          ],
        },
        // I8: the roster lives at /patients/current; the sidebar's /patients leads there.
        { path: Paths.patients, loader: () => redirect(Paths.patientsCurrent) },
        {
          path: Paths.patientsCurrent,
          lazy: rosterPage,
          // F3: the request starts with the navigation but the page does not wait for it: it
          // opens at once and says 'Patients are retrieving' however slow the network is.
          loader: prefetch(async () => {
            const { rosterQuery } = await import('../../features/patients');
            void queryClient.prefetchInfiniteQuery(rosterQuery(''));
          }),
          handle: { title: 'Patients' },
        },
        { path: Paths.patientsInvite, lazy: invitePage, handle: { title: 'Invite patients' } },
        {
          path: Paths.patientFullProfile,
          lazy: fullProfilePage,
          handle: { title: 'Patient profile' },
        },
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
