import { useState } from 'react';
import { pathTo } from '@clinicall/shared/paths';
import { useRegisterPatient } from '../api/patient-register';
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
import { SignupWizard, useSubmitOnce, useWizardRoute } from '../components/signup-wizard';

/** F111–F116, F129, F130: the patient sign-up wizard, /signup/patient/:step?token. */
export function PatientSignupPage() {
  const route = useWizardRoute(PATIENT_STEPS, pathTo.signupPatient);
  const { token, go } = route;
  const submit = useRegisterPatient();
  const [data, setData] = useState<PatientSignupData>(emptyPatientSignup);

  const save =
    <K extends keyof PatientSignupData>(key: K, next: PatientStepId) =>
    (value: PatientSignupData[K]) => {
      setData((current) => ({ ...current, [key]: value }));
      go(next);
    };

  useSubmitOnce(route.step === 'result' ? patientRegistration(data, token) : null, submit, {
    onSuccess: () => setData(emptyPatientSignup()),
  });

  return (
    <SignupWizard
      title="Patient sign up"
      route={route}
      type="PATIENT"
      started={data.overview !== null}
      submit={submit}
    >
      {(registration) => {
        switch (route.step) {
          case 'emergency-contact':
            return (
              <EmergencyStep
                initial={data.emergency}
                onBack={() => go('overview')}
                onNext={save('emergency', 'medicine-info')}
              />
            );
          case 'medicine-info':
            return (
              <MedicineStep
                initial={data.medicine}
                onBack={() => go('emergency-contact')}
                onNext={save('medicine', 'medical-history')}
              />
            );
          case 'medical-history':
            return (
              <HistoryStep
                initial={data.history}
                onBack={() => go('medicine-info')}
                onNext={save('history', 'result')}
              />
            );
          // The result step is the wizard frame's; an unknown step was sent to the overview.
          case 'overview':
          case 'result':
          case null:
            return (
              <OverviewStep
                token={token}
                initial={data.overview ?? overviewFromInvitation(registration.invitation)}
                onNext={save('overview', 'emergency-contact')}
              />
            );
        }
      }}
    </SignupWizard>
  );
}
