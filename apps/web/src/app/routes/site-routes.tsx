import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
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
      { path: Paths.profile, element: <DashboardPage />, handle: { title: 'Dashboard' } },
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
        element: <AssistDashboardPage />,
        handle: { title: 'Assist a provider' },
      },
    ],
  },
  adminRoutes,
  clinicAdminRoutes,
];
