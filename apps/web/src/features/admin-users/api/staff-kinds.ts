import {
  AdminAssistantSchema,
  AdminProviderSchema,
  ClinicAdminSchema,
} from '@clinicall/shared/admin-users';
import { Paths } from '@clinicall/shared/paths';

/** Where each kind of staff lives in the super admin's API and screens (spec 3 §2, §7). */
export const StaffKinds = {
  provider: {
    label: 'Providers',
    one: 'provider',
    find: '/admin/providers/find',
    load: (email: string) => `/admin/providers/${encodeURIComponent(email)}/profile`,
    save: () => '/admin/provider',
    schema: AdminProviderSchema,
    list: Paths.adminProviders,
    add: Paths.adminAddProvider,
    edit: Paths.adminEditProvider,
  },
  assistant: {
    label: 'Assistants',
    one: 'assistant',
    find: '/admin/assistant/find',
    load: (email: string) => `/admin/assistant/${encodeURIComponent(email)}`,
    save: () => '/admin/assistant',
    schema: AdminAssistantSchema,
    list: Paths.adminAssistants,
    add: Paths.adminAddAssistant,
    edit: Paths.adminEditAssistant,
  },
  clinicAdmin: {
    label: 'Clinic Admins',
    one: 'clinic admin',
    find: '/admin/clinicAdmins',
    load: (email: string) => `/admin/clinic/admin/${encodeURIComponent(email)}`,
    save: (email?: string) =>
      email ? `/admin/clinic/admin/${encodeURIComponent(email)}` : '/admin/clinic/admin',
    schema: ClinicAdminSchema,
    list: Paths.adminClinicAdmins,
    add: Paths.adminAddClinicAdmin,
    edit: Paths.adminEditClinicAdmin,
  },
} as const;

export type StaffKind = keyof typeof StaffKinds;
