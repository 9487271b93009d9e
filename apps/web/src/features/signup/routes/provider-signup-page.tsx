import { useState } from 'react';
import { pathTo } from '@clinicall/shared/paths';
import { clearAuthStorage } from '../../../lib/auth/auth-storage';
import { useRegisterProvider } from '../api/provider-register';
import { DeviceWarning } from '../components/device-warning';
import { HospitalsStep } from '../components/hospitals-step';
import { OfficesStep } from '../components/offices-step';
import { providerOverviewFromInvitation } from '../components/prefill';
import { ProviderOverviewStep } from '../components/provider-overview-step';
import {
  PROVIDER_STEPS,
  emptyProviderSignup,
  type ProviderSignupData,
  type ProviderStepId,
} from '../components/provider-steps';
import { providerRegistration } from '../components/provider-submission';
import { RecommendationStep } from '../components/recommendation-step';
import { SignupWizard, useSubmitOnce, useWizardRoute } from '../components/signup-wizard';

/** F117–F130: the provider sign-up wizard, /signup/provider/:step?token. */
export function ProviderSignupPage() {
  const route = useWizardRoute(PROVIDER_STEPS, pathTo.signupProvider);
  const { token, go } = route;
  const submit = useRegisterProvider();
  const [data, setData] = useState<ProviderSignupData>(emptyProviderSignup);

  const save =
    <K extends keyof ProviderSignupData>(key: K, next: ProviderStepId) =>
    (value: ProviderSignupData[K]) => {
      setData((current) => ({ ...current, [key]: value }));
      go(next);
    };

  useSubmitOnce(route.step === 'result' ? providerRegistration(data, token) : null, submit, {
    onSuccess: () => setData(emptyProviderSignup()),
    // F130: a failed provider sign-up also ends any session this browser holds.
    onError: clearAuthStorage,
  });

  return (
    <>
      <DeviceWarning />
      <SignupWizard
        title="Provider sign up"
        route={route}
        type="PROVIDER"
        started={data.overview !== null}
        submit={submit}
      >
        {(registration) => {
          switch (route.step) {
            case 'office-insurances':
              return (
                <OfficesStep
                  initial={data.offices}
                  onBack={() => go('overview')}
                  onNext={save('offices', 'recommendations')}
                />
              );
            case 'recommendations':
              return (
                <RecommendationStep
                  initial={data.recommendation}
                  onBack={() => go('office-insurances')}
                  onNext={save('recommendation', 'hospital-affiliations')}
                />
              );
            case 'hospital-affiliations':
              return (
                <HospitalsStep
                  initial={data.hospitals}
                  onBack={() => go('recommendations')}
                  onNext={save('hospitals', 'result')}
                />
              );
            // The result step is the wizard frame's; an unknown step was sent to the overview.
            case 'overview':
            case 'result':
            case null:
              return (
                <ProviderOverviewStep
                  token={token}
                  photo={data.photo}
                  initial={data.overview ?? providerOverviewFromInvitation(registration.invitation)}
                  onNext={(overview, photo) => {
                    setData((current) => ({ ...current, overview, photo }));
                    go('office-insurances');
                  }}
                />
              );
          }
        }}
      </SignupWizard>
    </>
  );
}
