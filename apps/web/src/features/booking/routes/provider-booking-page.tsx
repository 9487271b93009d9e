import { StepNavigator } from '../../../components/ui/step-navigator';
import { useAccountZone, useCurrentAccount } from '../../identity';
import { useMyOfferings } from '../../offerings';
import { bookingDetails } from '../booking-details';
import { providerBookingRequest } from '../booking-request';
import { providerSteps } from '../booking-steps';
import { BookingDialog } from '../components/booking-dialog';
import { DateStep } from '../components/date-step';
import { AttentionDialog, FormStep } from '../components/form-step';
import { OfferingsGate } from '../components/offerings-gate';
import { PatientStep } from '../components/people-steps';
import { TypeStep } from '../components/type-step';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { draftKey } from '../hooks/use-stored-draft';

/** C7: message encounters are the patient's to start: the provider's type grid shows them disabled. */
const PROVIDER_DISABLED_TYPES = ['MESSAGE'] as const;

/** C47–C51: a provider books an appointment with one of their clinics' patients. */
export function ProviderBookingPage() {
  const account = useCurrentAccount();
  const zone = useAccountZone();
  const offerings = useMyOfferings();
  const flow = useBookingFlow({
    draftKey: draftKey('provider', account.id),
    stepsOf: providerSteps,
    request: (draft) => ({ by: 'provider', body: providerBookingRequest(draft) }),
    withName: (draft) => draft.patient?.name ?? '',
  });
  const { draft, setDraft } = flow;

  return (
    <>
      <StepNavigator
        title="Make appointment"
        steps={flow.steps}
        current={flow.index}
        canContinue={flow.canContinue}
        finishLabel="confirm appointment"
        onBack={flow.back}
        onCancel={flow.cancel}
        onContinue={flow.next}
      >
        {flow.stepId === 'type' && (
          <OfferingsGate offerings={offerings}>
            {(data) => (
              <TypeStep
                offerings={data}
                draft={draft}
                onChange={setDraft}
                disabledTypes={PROVIDER_DISABLED_TYPES}
              />
            )}
          </OfferingsGate>
        )}
        {flow.stepId === 'patient' && (
          <PatientStep
            chosen={draft.patient}
            onChoose={(patient) => setDraft({ ...draft, patient })}
          />
        )}
        {flow.stepId === 'date' && offerings.isSuccess && (
          <DateStep
            draft={draft}
            providerId={offerings.data.providerId}
            timeZone={zone}
            notice={flow.notice}
            onChange={setDraft}
          />
        )}
        {flow.stepId === 'form' && (
          <FormStep
            draft={draft}
            onChange={setDraft}
            by={{ kind: 'provider' }}
            files={flow.form.files}
            onFiles={flow.form.setFiles}
            error={flow.form.error}
          />
        )}
      </StepNavigator>
      <AttentionDialog opened={flow.form.attention} onClose={flow.form.closeAttention} />
      <BookingDialog
        {...flow.dialog}
        details={bookingDetails(draft, offerings.data, draft.patient?.name ?? '', zone)}
        confirmLabel="Schedule"
      />
    </>
  );
}
