import { Navigate, useParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageLoader } from '../../../components/ui/page-loader';
import { LoginPage } from './login-page';
import { useClinicBranding } from '../../clinic-branding';

/**
 * A19: `/{customUrl}` is the login page wearing its clinic's logo and name. A path that is no
 * clinic's (or whose lookup fails) falls back to the site root, like any unknown URL (A63).
 */
export function BrandedLoginPage() {
  const customUrl = useParams().customUrl ?? '';
  const branding = useClinicBranding(customUrl);
  if (branding.isPending) return <PageLoader />;
  if (branding.isError) return <Navigate to={Paths.home} replace />;
  return <LoginPage branding={branding.data} />;
}
