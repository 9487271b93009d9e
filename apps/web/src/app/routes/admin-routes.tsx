import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { requireRole } from './lazy-guards';
import {
  accessLogPage,
  clinicThresholdsPage,
  addClinicPage,
  addParentClinicPage,
  clinicsPage,
  editClinicPage,
  editParentClinicPage,
  parentClinicsPage,
  adminAuditPage,
  adminLegalPage,
  adminHomePage,
  adminSsoPage,
  devMailboxPage,
  usageReportPage,
} from './lazy-pages';
import { prefetch } from './prefetch';
import { adminStaffRoutes, clinicStaffRoutes } from './staff-routes';

/** A66: the super admin area (the site layout leaves out the site header for them, spec 3 §2). */
export function adminRoutes(queryClient: QueryClient): RouteObject {
  return {
    path: Paths.adminDashboard,
    lazy: requireRole([Role.superAdmin], 'root'),
    children: [
      { index: true, lazy: adminHomePage, handle: { title: 'Administration' } },
      ...adminStaffRoutes,
      { path: Paths.adminClinics, lazy: clinicsPage, handle: { title: 'Clinics' } },
      { path: Paths.adminAddClinic, lazy: addClinicPage, handle: { title: 'Add clinic' } },
      { path: Paths.adminEditClinic, lazy: editClinicPage, handle: { title: 'Edit clinic' } },
      {
        path: Paths.adminParentClinic,
        lazy: parentClinicsPage,
        handle: { title: 'Parent Account' },
      },
      {
        path: Paths.adminAddParentClinic,
        lazy: addParentClinicPage,
        handle: { title: 'Add parent account' },
      },
      {
        path: Paths.adminEditParentClinic,
        lazy: editParentClinicPage,
        handle: { title: 'Edit parent account' },
      },
      // Issue 20 point 6: identity providers for single sign-on.
      { path: Paths.adminSso, lazy: adminSsoPage, handle: { title: 'Single sign-on' } },
      {
        path: Paths.adminEncounterReport,
        lazy: usageReportPage,
        handle: { title: 'Reports/Encounters' },
      },
      // Issue 20 point 8: the admin actions of the audit log.
      { path: Paths.adminAudit, lazy: adminAuditPage, handle: { title: 'Admin audit' } },
      // Issue 20 point 10: the legal documents users accept.
      { path: Paths.adminLegal, lazy: adminLegalPage, handle: { title: 'Legal documents' } },
      {
        path: Paths.adminDevMailbox,
        lazy: devMailboxPage,
        // The mails, once the server has said it keeps them (the navigation usually asked already).
        loader: prefetch(async () => {
          const { devMailboxStatusQuery, outboxQuery } = await import('../../features/dev-mailbox');
          const status = await queryClient.ensureQueryData(devMailboxStatusQuery);
          if (status.available) await queryClient.ensureQueryData(outboxQuery);
        }),
        handle: { title: 'Development mailbox' },
      },
    ],
  };
}

/** A67: the clinic admin area opens on its providers list. */
export const clinicAdminRoutes: RouteObject = {
  path: Paths.clinicAdminDashboard,
  lazy: requireRole([Role.clinicAdmin], 'root'),
  children: [
    { index: true, element: <Navigate to={Paths.clinicAdminProviders} replace /> },
    ...clinicStaffRoutes,
    // Issue 19 path 5: who read the clinic's patients' records.
    { path: Paths.clinicAdminAccessLog, lazy: accessLogPage, handle: { title: 'Access log' } },
    // Issue 23 point 5: the clinic's default monitoring alert thresholds.
    {
      path: Paths.clinicAdminMonitoring,
      lazy: clinicThresholdsPage,
      handle: { title: 'Monitoring thresholds' },
    },
  ],
};
