import { Navigate, Outlet } from 'react-router';
import type { ClinicSummary } from '@clinicall/shared/clinic';
import { Paths } from '@clinicall/shared/paths';
import { PageLoader } from '../../components/ui/page-loader';
import { useLoggedUser } from '../../features/identity';

/**
 * Screens behind a clinic feature switch (spec 3: "clinic feature switches gate"): open only
 * when one of the user's clinics `allows` it; otherwise the dashboard.
 */
export function RequireClinicFeature({ allows }: { allows: (clinic: ClinicSummary) => boolean }) {
  const user = useLoggedUser();
  if (user.isPending) return <PageLoader />;
  const allowed = user.data?.clinicDTOS.some(allows) ?? false;
  return allowed ? <Outlet /> : <Navigate to={Paths.home} replace />;
}
