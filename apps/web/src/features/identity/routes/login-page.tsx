import { lazy, Suspense, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { ClinicBranding } from '@clinicall/shared/clinic-branding';
import { Paths } from '@clinicall/shared/paths';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { ClinicLoginMark } from '../../clinic-branding';
import { PageLoader } from '../../../components/ui/page-loader';
import { getValidToken } from '../../../lib/auth/auth-storage';
import type { Credentials } from '../api/authenticate';
import { LoginForm } from '../components/login-form';
import { LoginNotices } from '../components/login-notices';
import { useUrlTokenLogin } from '../hooks/use-url-token-login';

/** The passcode step is the second screen of some sign-ins only: it loads when it is needed. */
const PasscodeStep = lazy(async () => ({
  default: (await import('../components/passcode-step')).PasscodeStep,
}));

const welcome = (branding: ClinicBranding | undefined) =>
  branding === undefined
    ? 'Welcome to Clinicall, your care team online.'
    : `Welcome to ${branding.name}, your care team online.`;

/** `branding`: the clinic whose custom URL was opened (A19); absent on `/login`. */
export function LoginPage({ branding }: { branding?: ClinicBranding } = {}) {
  const [params] = useSearchParams();
  // Decided once: the token stored by this page's own sign-in must not trigger this redirect.
  const [signedInAlready] = useState(() => getValidToken() !== null && !params.has('token'));
  const [passcodeFor, setPasscodeFor] = useState<Credentials | null>(null);
  const urlLogin = useUrlTokenLogin();

  if (signedInAlready) return <Navigate to={Paths.home} replace />;
  if (urlLogin.pending) return <PageLoader label="Signing you in…" />;

  return (
    <CenteredLayout
      title={passcodeFor === null ? 'Sign in' : 'Enter your passcode'}
      subtitle={passcodeFor === null ? welcome(branding) : undefined}
      brand={branding && <ClinicLoginMark branding={branding} />}
    >
      <LoginNotices tokenFailed={urlLogin.failed} />
      {passcodeFor === null ? (
        <LoginForm onPasscode={setPasscodeFor} />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <PasscodeStep credentials={passcodeFor} onBack={() => setPasscodeFor(null)} />
        </Suspense>
      )}
    </CenteredLayout>
  );
}
