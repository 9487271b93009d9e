import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminUserMessages as M } from '@clinicall/shared/admin-users';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { useClinicChoices } from '../api/staff-detail';
import { StaffKinds, type StaffKind } from '../api/staff-kinds';
import { StaffList } from '../components/staff-list';

const EMPTY: Record<StaffKind, string> = {
  provider: M.noProviders,
  assistant: M.noAssistants,
  clinicAdmin: M.noClinicAdmins,
};

function SuperAdminStaffPage({ kind }: { kind: StaffKind }) {
  const clinics = useClinicChoices();
  const spec = StaffKinds[kind];
  return (
    <PageFrame
      title={spec.label}
      actions={
        <Button
          component={Link}
          to={spec.add}
          leftSection={<IconPlus size={16} aria-hidden />}
          data-testid={TestId.staffAdd}
        >
          Add {spec.one}
        </Button>
      }
    >
      <StaffList
        endpoint={spec.find}
        editPath={spec.edit}
        emptyText={EMPTY[kind]}
        clinics={clinics.data ?? []}
      />
    </PageFrame>
  );
}

/** B60: `/admin-dashboard/providers`. */
export const AdminProvidersPage = () => <SuperAdminStaffPage kind="provider" />;
/** B66: `/admin-dashboard/assistants`. */
export const AdminAssistantsPage = () => <SuperAdminStaffPage kind="assistant" />;
/** B71: `/admin-dashboard/clinicAdmins`. */
export const ClinicAdminsPage = () => <SuperAdminStaffPage kind="clinicAdmin" />;
