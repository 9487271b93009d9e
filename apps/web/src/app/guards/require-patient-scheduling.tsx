import { Navigate, Outlet } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageLoader } from '../../components/ui/page-loader';
import { useLoggedUser } from '../../features/identity';

/** Spec 1 §6: patient booking only when one of the patient's clinics allows it. */
export function RequirePatientScheduling() {
  const user = useLoggedUser();
  if (user.isPending) return <PageLoader />;
  const allowed =
    user.data?.clinicDTOS.some((clinic) => clinic.patientScheduleAppointmentEnabled) ?? false;
  return allowed ? <Outlet /> : <Navigate to={Paths.home} replace />;
}
