import type { BookingDraft } from './booking-draft';

export type StepId = 'provider' | 'patient' | 'type' | 'date' | 'reason' | 'payment';

/** C47, C54: the steps' titles; the navigator numbers them by position. */
export const StepTitle: Record<StepId, string> = {
  provider: 'Select provider',
  patient: 'Select patient',
  type: 'Select encounter type',
  date: 'Select date & time',
  reason: 'Reason for visit',
  payment: 'Payment',
};

/** C33: a message holds no time, so its booking has no date step. */
const dateStep = (draft: BookingDraft): StepId[] => (draft.type === 'MESSAGE' ? [] : ['date']);

/** C54: provider, type, date & time, reason for visit, then payment. */
export const patientSteps = (draft: BookingDraft): StepId[] => [
  'provider',
  'type',
  ...dateStep(draft),
  'reason',
  'payment',
];

/**
 * C47, C49: type, patient, date & time. The questionnaire step belongs to types that allow a
 * template, which no provider can have yet (the server has no templates to offer).
 */
export const providerSteps = (draft: BookingDraft): StepId[] => [
  'type',
  'patient',
  ...dateStep(draft),
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
    case 'reason':
      return draft.condition.trim() !== '' && draft.messageBody.trim() !== '';
    case 'payment':
      return draft.paymentType !== null;
  }
}
