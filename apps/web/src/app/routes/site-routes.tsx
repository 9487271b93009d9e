import type { RouteObject } from 'react-router';
import { Role } from '@clinicall/shared/roles';
import { RequirePatientScheduling } from '../guards/require-patient-scheduling';
import { RequireRole } from '../guards/require-role';
import { adminRoutes, clinicAdminRoutes } from './admin-routes';
import { AssistDashboardPage, DashboardPage, UnavailablePage } from './pages';

function notYet(path: string, title: string): RouteObject {
  return { path, element: <UnavailablePage title={title} />, handle: { title } };
}

const providerOrPatient = [Role.provider, Role.patient];

/** Everything inside the signed-in shell, grouped by who may open it (A66–A70, I31). */
export const siteRoutes: RouteObject[] = [
  {
    element: <RequireRole roles={providerOrPatient} otherwise="landing" />,
    children: [
      { index: true, element: <DashboardPage />, handle: { title: 'Dashboard' } },
      { path: 'profile', element: <DashboardPage />, handle: { title: 'Dashboard' } },
      notYet('appointments', 'Appointments'),
      notYet('messages', 'In-mail'),
      notYet('referrals', 'Referrals'),
      notYet('room/:roomToken', 'Exam room'),
    ],
  },
  {
    element: <RequireRole roles={[Role.provider]} otherwise="root" />,
    children: [
      notYet('appointments/make', 'Make appointment'),
      notYet('provider-network', 'Provider network'),
      notYet('patients', 'Patients'),
    ],
  },
  {
    element: <RequireRole roles={[Role.patient]} otherwise="root" />,
    children: [
      {
        element: <RequirePatientScheduling />,
        children: [notYet('patient/appointments/make', 'Book appointment')],
      },
    ],
  },
  {
    element: <RequireRole roles={[Role.assistant]} otherwise="root" />,
    children: [
      {
        path: 'assist-dashboard',
        element: <AssistDashboardPage />,
        handle: { title: 'Assist a provider' },
      },
    ],
  },
  adminRoutes,
  clinicAdminRoutes,
];
