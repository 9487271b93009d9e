import { useNavigate } from 'react-router';
import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { useSaveClinic } from '../api/clinics-api';
import { ClinicForm } from '../components/clinic-form';
import { saveFailureText } from './clinic-save-errors';

/** B9–B12: `/admin-dashboard/add-clinic`. */
export function AddClinicPage() {
  const navigate = useNavigate();
  const save = useSaveClinic(null);
  return (
    <PageFrame title="Add clinic">
      <ClinicForm
        clinic={null}
        saving={save.isPending}
        onCancel={() => void navigate(Paths.adminClinics)}
        onSave={(request) =>
          save.mutate(request, {
            onSuccess: (clinic) => {
              toast.success(M.clinicAdded);
              void navigate(`${Paths.adminEditClinic}?id=${clinic.id}`, { replace: true });
            },
            onError: (error) => toast.error(saveFailureText(error, M.addFailed)),
          })
        }
      />
    </PageFrame>
  );
}
