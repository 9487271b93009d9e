import type { RouteObject } from 'react-router';
import { Paths } from '@clinicall/shared/paths';

const adminPages = () => import('../../features/admin-users/routes/staff-list-page');
const adminForms = () => import('../../features/admin-users/routes/staff-edit-page');
const clinicPages = () => import('../../features/clinic-admin/routes/clinic-staff-list-page');
const clinicForms = () => import('../../features/clinic-admin/routes/clinic-staff-edit-page');

/** A route whose page is one named export of a lazily loaded module (its own chunk). */
function route<M extends Record<string, unknown>>(
  path: string,
  title: string,
  load: () => Promise<M>,
  name: keyof M,
): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
    handle: { title },
  };
}

/** Issue 20: the super admin's providers, assistants and clinic admins (B60–B75, I14). */
export const adminStaffRoutes: RouteObject[] = [
  route(Paths.adminProviders, 'Providers', adminPages, 'AdminProvidersPage'),
  route(Paths.adminAddProvider, 'Add provider', adminForms, 'AddProviderPage'),
  route(Paths.adminEditProvider, 'Edit provider', adminForms, 'EditProviderPage'),
  route(Paths.adminAssistants, 'Assistants', adminPages, 'AdminAssistantsPage'),
  route(Paths.adminAddAssistant, 'Add assistant', adminForms, 'AddAssistantPage'),
  route(Paths.adminEditAssistant, 'Edit assistant', adminForms, 'EditAssistantPage'),
  route(Paths.adminClinicAdmins, 'Clinic Admins', adminPages, 'ClinicAdminsPage'),
  route(Paths.adminAddClinicAdmin, 'Add clinic admin', adminForms, 'AddClinicAdminPage'),
  route(Paths.adminEditClinicAdmin, 'Edit clinic admin', adminForms, 'EditClinicAdminPage'),
];

/** Issue 20: the clinic admin's own providers and assistants (B76–B84). */
export const clinicStaffRoutes: RouteObject[] = [
  route(Paths.clinicAdminProviders, 'Providers', clinicPages, 'ClinicProvidersPage'),
  route(Paths.clinicAdminEditProvider, 'Edit provider', clinicForms, 'ClinicEditProviderPage'),
  route(Paths.clinicAdminAssistants, 'Assistants', clinicPages, 'ClinicAssistantsPage'),
  route(Paths.clinicAdminEditAssistant, 'Edit assistant', clinicForms, 'ClinicEditAssistantPage'),
];
