import { Navigate, type RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { requireRole } from './lazy-guards';
import { adminHomePage, unavailablePage } from './lazy-pages';

function notYet(path: string, title: string): RouteObject {
  return { path, lazy: unavailablePage(title), handle: { title } };
}

/** A66 and spec 3 §2: the super admin area, shown without the site header. */
export const adminRoutes: RouteObject = {
  path: Paths.adminDashboard,
  lazy: requireRole([Role.superAdmin], 'root'),
  handle: { noHeader: true },
  children: [
    { index: true, lazy: adminHomePage, handle: { title: 'Administration' } },
    notYet(Paths.adminProviders, 'Providers'),
    notYet(Paths.adminAssistants, 'Assistants'),
    notYet(Paths.adminClinicAdmins, 'Clinic Admins'),
    notYet(Paths.adminClinics, 'Clinics'),
    notYet(Paths.adminParentClinic, 'Parent Account'),
    notYet(Paths.adminEncounterReport, 'Reports/Encounters'),
  ],
};

/** A67: the clinic admin area opens on its providers list. */
export const clinicAdminRoutes: RouteObject = {
  path: Paths.clinicAdminDashboard,
  lazy: requireRole([Role.clinicAdmin], 'root'),
  children: [
    { index: true, element: <Navigate to={Paths.clinicAdminProviders} replace /> },
    notYet(Paths.clinicAdminProviders, 'Providers'),
    notYet(Paths.clinicAdminAssistants, 'Assistants'),
  ],
};
