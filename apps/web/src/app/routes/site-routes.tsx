import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { assistedProvidersQuery } from '../../features/assistant';
import { loggedUserQuery } from '../../features/identity';
import { RequirePatientScheduling } from '../guards/require-patient-scheduling';
import { RequireRole } from '../guards/require-role';
import { adminRoutes, clinicAdminRoutes } from './admin-routes';
import { assistDashboardPage, dashboardPage, unavailablePage } from './lazy-pages';
import { prefetch } from './prefetch';

function notYet(path: string, title: string): RouteObject {
  return { path, lazy: unavailablePage(title), handle: { title } };
}

const providerOrPatient = [Role.provider, Role.patient];

/** Everything inside the signed-in shell, grouped by who may open it (A66–A70, I31). */
export function siteRoutes(queryClient: QueryClient): RouteObject[] {
  // A29: the profile panel's data, fetched while the dashboard's code loads.
  const dashboard = {
    lazy: dashboardPage,
    loader: prefetch(() => queryClient.ensureQueryData(loggedUserQuery)),
    handle: { title: 'Dashboard' },
  };
  return [
    {
      element: <RequireRole roles={providerOrPatient} otherwise="landing" />,
      children: [
        { index: true, ...dashboard },
        { path: Paths.profile, ...dashboard },
        notYet(Paths.appointments, 'Appointments'),
        notYet(Paths.messages, 'In-mail'),
        notYet(Paths.referrals, 'Referrals'),
        notYet(Paths.room, 'Exam room'),
      ],
    },
    {
      element: <RequireRole roles={[Role.provider]} otherwise="root" />,
      children: [
        notYet(Paths.makeAppointment, 'Make appointment'),
        notYet(Paths.providerNetwork, 'Provider network'),
        notYet(Paths.patients, 'Patients'),
      ],
    },
    {
      element: <RequireRole roles={[Role.patient]} otherwise="root" />,
      children: [
        {
          element: <RequirePatientScheduling />,
          children: [notYet(Paths.bookAppointment, 'Book appointment')],
        },
      ],
    },
    {
      element: <RequireRole roles={[Role.assistant]} otherwise="root" />,
      children: [
        {
          path: Paths.assistDashboard,
          lazy: assistDashboardPage,
          // A54: the first page of providers, unfiltered, as the page asks for it.
          loader: prefetch(() => queryClient.ensureInfiniteQueryData(assistedProvidersQuery(''))),
          handle: { title: 'Assist a provider' },
        },
      ],
    },
    adminRoutes,
    clinicAdminRoutes,
  ];
}
