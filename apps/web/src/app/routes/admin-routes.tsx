import { Navigate, type RouteObject } from 'react-router';
import { Role } from '@clinicall/shared/roles';
import { RequireRole } from '../guards/require-role';
import { AdminHomePage, UnavailablePage } from './pages';

function notYet(path: string, title: string): RouteObject {
  return { path, element: <UnavailablePage title={title} />, handle: { title } };
}

/** A66 and spec 3 §2: the super admin area, shown without the site header. */
export const adminRoutes: RouteObject = {
  path: 'admin-dashboard',
  element: <RequireRole roles={[Role.superAdmin]} otherwise="root" />,
  handle: { noHeader: true },
  children: [
    { index: true, element: <AdminHomePage />, handle: { title: 'Administration' } },
    notYet('providers', 'Providers'),
    notYet('assistants', 'Assistants'),
    notYet('clinicAdmins', 'Clinic Admins'),
    notYet('clinics', 'Clinics'),
    notYet('parentClinic', 'Parent Account'),
    notYet('encounterReport', 'Reports/Encounters'),
  ],
};

/** A67: the clinic admin area opens on its providers list. */
export const clinicAdminRoutes: RouteObject = {
  path: 'clinic-admin-dashboard',
  element: <RequireRole roles={[Role.clinicAdmin]} otherwise="root" />,
  children: [
    { index: true, element: <Navigate to="providers" replace /> },
    notYet('providers', 'Providers'),
    notYet('assistants', 'Assistants'),
  ],
};
