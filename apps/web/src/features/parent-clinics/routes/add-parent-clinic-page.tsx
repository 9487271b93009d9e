import { useNavigate } from 'react-router';
import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { useSaveParent } from '../api/parent-clinics-api';
import { ParentForm } from '../components/parent-form';
import { parentFailureText } from './parent-save-errors';

/** B56, B57: `/admin-dashboard/add-parent-clinic`. */
export function AddParentClinicPage() {
  const navigate = useNavigate();
  const save = useSaveParent(null);
  return (
    <PageFrame title="Add parent account">
      <ParentForm
        parent={null}
        saving={save.isPending}
        onCancel={() => void navigate(Paths.adminParentClinic)}
        onSave={(input) =>
          save.mutate(input, {
            onSuccess: () => {
              toast.success(M.parentAdded);
              void navigate(Paths.adminParentClinic);
            },
            onError: (error) => toast.error(parentFailureText(error, M.parentAddFailed)),
          })
        }
      />
    </PageFrame>
  );
}
