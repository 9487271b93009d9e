import { Alert, Anchor, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Paths, pathTo } from '@clinicall/shared/paths';
import { SignupMessages } from '@clinicall/shared/signup/messages';
import { isApiError } from '../../../lib/api-error';
import { useRegisterPatient } from '../api/patient-register';
import { useRegistration } from '../api/registration';
import { EmergencyStep } from '../components/emergency-step';
import { HistoryStep } from '../components/history-step';
import { MedicineStep } from '../components/medicine-step';
import { OverviewStep } from '../components/overview-step';
import { patientRegistration } from '../components/patient-submission';
import {
  PATIENT_STEPS,
  emptyPatientSignup,
  type PatientSignupData,
  type PatientStepId,
} from '../components/patient-steps';
import { overviewFromInvitation } from '../components/prefill';
import { ResultView } from '../components/result-view';
import { SignupFrame } from '../components/signup-frame';

const stepIndex = (id: string | undefined) => PATIENT_STEPS.findIndex((s) => s.id === id);

/** F111–F116, F129, F130: the patient sign-up wizard, /signup/patient/:step?token. */
export function PatientSignupPage() {
  const { step } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const registration = useRegistration(token, 'PATIENT');
  const submit = useRegisterPatient();
  const [data, setData] = useState<PatientSignupData>(emptyPatientSignup);
  const submitted = useRef(false);
  const index = stepIndex(step);

  const go = (id: PatientStepId) => void navigate(pathTo.signupPatient(id, token));
  const save =
    <K extends keyof PatientSignupData>(key: K, next: PatientStepId) =>
    (value: PatientSignupData[K]) => {
      setData((current) => ({ ...current, [key]: value }));
      go(next);
    };

  const body = step === 'result' ? patientRegistration(data, token) : null;
  useEffect(() => {
    // The result step submits once; the data stays until then (F111).
    if (body && !submitted.current) {
      submitted.current = true;
      submit.mutate(body, { onSuccess: () => setData(emptyPatientSignup()) });
    }
  }, [body, submit]);

  // F109: a step without a token goes to login.
  if (!token) return <Navigate to={Paths.login} replace />;
  if (index < 0) return <Navigate to={pathTo.signupPatient('overview', token)} replace />;
  // A later step opened without the account's fields (a reload) starts again at the overview.
  if (index > 0 && data.overview === null && submit.isIdle) {
    return <Navigate to={pathTo.signupPatient('overview', token)} replace />;
  }

  const frame = (content: ReactNode) => (
    <SignupFrame title="Patient sign up" steps={PATIENT_STEPS} active={index}>
      {content}
    </SignupFrame>
  );

  if (step === 'result') {
    const state = submit.isSuccess ? 'success' : submit.isError ? 'failure' : 'pending';
    return frame(
      <ResultView
        state={state}
        detail={isApiError(submit.error) ? submit.error.message : undefined}
      />,
    );
  }
  if (registration.isPending) return frame(<Loader aria-label={SignupMessages.loading} />);
  if (registration.isError) {
    return frame(
      <Stack>
        <Alert color="red">
          {isApiError(registration.error) && !registration.error.unexpected
            ? registration.error.message
            : SignupMessages.invalidParameters}
        </Alert>
        <Anchor component={Link} to={Paths.login}>
          Go to sign in
        </Anchor>
      </Stack>,
    );
  }

  switch (step as PatientStepId) {
    case 'overview':
      return frame(
        <OverviewStep
          token={token}
          initial={data.overview ?? overviewFromInvitation(registration.data.invitation)}
          onNext={save('overview', 'emergency-contact')}
        />,
      );
    case 'emergency-contact':
      return frame(
        <EmergencyStep
          initial={data.emergency}
          onBack={() => go('overview')}
          onNext={save('emergency', 'medicine-info')}
        />,
      );
    case 'medicine-info':
      return frame(
        <MedicineStep
          initial={data.medicine}
          onBack={() => go('emergency-contact')}
          onNext={save('medicine', 'medical-history')}
        />,
      );
    case 'medical-history':
    case 'result':
      return frame(
        <HistoryStep
          initial={data.history}
          onBack={() => go('medicine-info')}
          onNext={save('history', 'result')}
        />,
      );
  }
}
