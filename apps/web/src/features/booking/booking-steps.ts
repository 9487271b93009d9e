import { hasFormStep, type BookingDraft } from './booking-draft';

export type StepId = 'provider' | 'patient' | 'type' | 'date' | 'form' | 'reason' | 'payment';

/** C47, C54: the steps' titles; the navigator numbers them by position. */
export const StepTitle: Record<StepId, string> = {
  provider: 'Select provider',
  patient: 'Select patient',
  type: 'Select encounter type',
  date: 'Select date & time',
  form: 'Please complete the questions below',
  reason: 'Reason for visit',
  payment: 'Payment',
};

/** C33: a message holds no time, so its booking has no date step. */
const dateStep = (draft: BookingDraft): StepId[] => (draft.type === 'MESSAGE' ? [] : ['date']);

/** C49: the questionnaire step belongs to video sub-types with a template or an attachment rule. */
const formStep = (draft: BookingDraft): StepId[] => (hasFormStep(draft) ? ['form'] : []);

/** C54: provider, type, date & time, reason for visit, then payment. */
export const patientSteps = (draft: BookingDraft): StepId[] => [
  'provider',
  'type',
  ...dateStep(draft),
  ...formStep(draft),
  'reason',
  'payment',
];

/** C47, C49: type, patient, date & time, then the questionnaire when the sub-type has one. */
export const providerSteps = (draft: BookingDraft): StepId[] => [
  'type',
  'patient',
  ...dateStep(draft),
  ...formStep(draft),
];

/** C37: each step's Continue waits for its choice or its text. */
export function canContinue(step: StepId, draft: BookingDraft): boolean {
  switch (step) {
    case 'provider':
      return draft.provider !== null;
    case 'patient':
      return draft.patient !== null;
    case 'type':
      return draft.type !== null && (draft.type !== 'VIDEO' || draft.videoTypeId !== null);
    case 'date':
      return draft.slot !== null;
    // C40–C42: Continue stays enabled; pressing it with the form incomplete says what is missing.
    case 'form':
      return true;
    case 'reason':
      return draft.condition.trim() !== '' && draft.messageBody.trim() !== '';
    case 'payment':
      return draft.paymentType !== null;
  }
}
