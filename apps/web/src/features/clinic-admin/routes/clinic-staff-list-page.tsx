import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { Paths } from '@clinicall/shared/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { StaffList } from '../../admin-users';

/** B77: the clinic's providers (B78: no way to add users here). */
export function ClinicProvidersPage() {
  return (
    <PageFrame title="Providers">
      <StaffList
        endpoint="/clinic/providers"
        editPath={Paths.clinicAdminEditProvider}
        emptyText={M.noProviders}
      />
    </PageFrame>
  );
}

/** B77: the clinic's assistants. */
export function ClinicAssistantsPage() {
  return (
    <PageFrame title="Assistants">
      <StaffList
        endpoint="/clinic/assistants"
        editPath={Paths.clinicAdminEditAssistant}
        emptyText={M.noAssistants}
      />
    </PageFrame>
  );
}
