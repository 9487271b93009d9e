import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import type { Credentials } from '../api/authenticate';
import { FirstTimePasswordDialog } from '../components/first-time-password-dialog';
import { PasscodeStep } from '../components/passcode-step';
import { readFirstTimeState } from '../route-state';

export function FirstTimeLoginPage() {
  const credentials = readFirstTimeState(useLocation().state);
  const [passcodeFor, setPasscodeFor] = useState<Credentials | null>(null);
  const navigate = useNavigate();

  // A34/I29: only the login transition carries the credentials; a direct visit starts over.
  if (credentials === null) return <Navigate to={Paths.login} replace />;

  if (passcodeFor !== null) {
    return (
      <CenteredLayout title="Enter your passcode">
        {/* The password has changed already, so going back means a fresh sign-in. */}
        <PasscodeStep
          credentials={passcodeFor}
          onBack={() => void navigate(Paths.login, { replace: true })}
        />
      </CenteredLayout>
    );
  }
  return (
    <CenteredLayout title="Welcome to Clinicall" subtitle="One more step before you start.">
      <FirstTimePasswordDialog credentials={credentials} onPasscode={setPasscodeFor} />
    </CenteredLayout>
  );
}
