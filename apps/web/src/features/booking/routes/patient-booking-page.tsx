import { StepNavigator } from '../../../components/ui/step-navigator';
import { useAccountZone, useCurrentAccount } from '../../identity';
import { useProviderOfferings } from '../../offerings';
import { useCardPayment } from '../../payments';
import { chooseProvider } from '../booking-draft';
import { bookingDetails } from '../booking-details';
import { patientBookingRequest } from '../booking-request';
import { patientSteps } from '../booking-steps';
import { BookingDialog } from '../components/booking-dialog';
import { DateStep } from '../components/date-step';
import { AttentionDialog, FormStep } from '../components/form-step';
import { OfferingsGate } from '../components/offerings-gate';
import { PaymentStep } from '../components/payment-step';
import { ProviderStep } from '../components/people-steps';
import { ReasonStep } from '../components/reason-step';
import { TypeStep } from '../components/type-step';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { useProviderFromLink } from '../hooks/use-provider-from-link';
import { draftKey } from '../hooks/use-stored-draft';

/**
 * C52–C60: a patient requests an appointment with a provider of their clinics, or with the one a
 * referral sends them to (issue 22: its "Book a visit" opens this wizard with the provider chosen).
 */
export function PatientBookingPage() {
  const account = useCurrentAccount();
  const zone = useAccountZone();
  const card = useCardPayment();
  const flow = useBookingFlow({
    card,
    draftKey: draftKey('patient', account.id),
    stepsOf: patientSteps,
    request: (draft) => ({ by: 'patient', body: patientBookingRequest(draft) }),
    withName: (draft) => draft.provider?.name ?? '',
  });
  const { draft, setDraft } = flow;
  useProviderFromLink(draft, setDraft);
  const offerings = useProviderOfferings(draft.provider?.email ?? null);

  return (
    <>
      <StepNavigator
        title="Book appointment"
        steps={flow.steps}
        current={flow.index}
        canContinue={flow.canContinue}
        busy={flow.checking}
        finishLabel="confirm appointment"
        onBack={flow.back}
        onCancel={flow.cancel}
        onContinue={flow.next}
      >
        {flow.stepId === 'provider' && (
          <ProviderStep
            chosen={draft.provider}
            onChoose={(provider) => setDraft(chooseProvider(draft, provider))}
          />
        )}
        {flow.stepId === 'type' && (
          <OfferingsGate offerings={offerings}>
            {(data) => <TypeStep offerings={data} draft={draft} onChange={setDraft} />}
          </OfferingsGate>
        )}
        {flow.stepId === 'date' && draft.provider !== null && (
          <DateStep
            draft={draft}
            providerId={draft.provider.id}
            timeZone={zone}
            notice={flow.notice}
            onChange={setDraft}
          />
        )}
        {flow.stepId === 'form' && draft.provider !== null && (
          <FormStep
            draft={draft}
            onChange={setDraft}
            by={{ kind: 'patient', providerId: draft.provider.id }}
            files={flow.form.files}
            onFiles={flow.form.setFiles}
            error={flow.form.error}
          />
        )}
        {flow.stepId === 'reason' && <ReasonStep draft={draft} onChange={setDraft} />}
        {flow.stepId === 'payment' && <PaymentStep draft={draft} onChange={setDraft} card={card} />}
      </StepNavigator>
      <AttentionDialog opened={flow.form.attention} onClose={flow.form.closeAttention} />
      <BookingDialog
        {...flow.dialog}
        details={bookingDetails(draft, offerings.data, draft.provider?.name ?? '', zone)}
        confirmLabel="Confirm"
      />
    </>
  );
}
