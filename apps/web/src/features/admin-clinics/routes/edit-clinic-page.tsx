import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { clinicQuery, useSaveClinic } from '../api/clinics-api';
import { ClinicForm } from '../components/clinic-form';
import { saveFailureText } from './clinic-save-errors';

/** B13–B15: `/admin-dashboard/edit-clinic?id`. */
export function EditClinicPage() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const clinic = useQuery({ ...clinicQuery(id), enabled: valid });
  const save = useSaveClinic(id);
  const back = () => void navigate(Paths.adminClinics);
  if (!valid) return <Navigate to={Paths.adminClinics} replace />;
  return (
    <PageFrame title={clinic.data ? `Edit ${clinic.data.name}` : 'Edit clinic'}>
      {clinic.isPending ? (
        <Stack aria-busy="true" aria-label="Loading the clinic">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={120} radius="md" />
          ))}
        </Stack>
      ) : clinic.isError ? (
        <LoadError
          title={M.loadFailed}
          error={clinic.error}
          onRetry={() => void clinic.refetch()}
        />
      ) : (
        <ClinicForm
          // A saved answer re-opens the form on what the server kept (stored files, shifted slots).
          key={JSON.stringify(clinic.data)}
          clinic={clinic.data}
          saving={save.isPending}
          onCancel={back}
          onSave={(request) =>
            save.mutate(request, {
              onSuccess: () => toast.success(M.clinicEdited),
              onError: (error) => toast.error(saveFailureText(error, M.updateFailed)),
            })
          }
        />
      )}
    </PageFrame>
  );
}
