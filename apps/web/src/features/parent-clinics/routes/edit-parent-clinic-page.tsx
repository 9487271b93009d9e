import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { Paths } from '@clinicall/shared/paths';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { parentQuery, useSaveParent } from '../api/parent-clinics-api';
import { ParentForm } from '../components/parent-form';
import { parentFailureText } from './parent-save-errors';

/** B58, B59: `/admin-dashboard/edit-parent-clinic?id`. */
export function EditParentClinicPage() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const parent = useQuery({ ...parentQuery(id), enabled: valid });
  const save = useSaveParent(id);
  if (!valid) return <Navigate to={Paths.adminParentClinic} replace />;
  return (
    <PageFrame title="Edit parent account">
      {parent.isPending ? (
        <Skeleton height={320} radius="md" aria-label="Loading the parent account" />
      ) : parent.isError ? (
        <LoadError
          title="The parent account could not be loaded."
          error={parent.error}
          onRetry={() => void parent.refetch()}
        />
      ) : (
        <ParentForm
          key={JSON.stringify(parent.data)}
          parent={parent.data}
          saving={save.isPending}
          onCancel={() => void navigate(Paths.adminParentClinic)}
          onSave={(input) =>
            save.mutate(input, {
              onSuccess: () => toast.success(M.parentEdited),
              onError: (error) => toast.error(parentFailureText(error, M.parentEditFailed)),
            })
          }
        />
      )}
    </PageFrame>
  );
}
