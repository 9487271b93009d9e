import type {
  PatientBookingRequest,
  ProviderBookingRequest,
} from '@clinicall/shared/scheduling/booking';
import type { BookingDraft } from './booking-draft';

/** The wizards confirm only once every step allowed going on (C37); anything less is a bug. */
function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`a booking is sent without its ${what}`);
  return value;
}

/** The fields both wizards send: the type, its time, and how it is paid. */
function common(draft: BookingDraft) {
  const paymentType = required(draft.paymentType, 'payment');
  return {
    type: required(draft.type, 'type'),
    ...(draft.slot === null
      ? {}
      : { startTime: draft.slot.startTime, endTime: draft.slot.endTime }),
    // C73: a self-paid visit names the price the patient saw; the server refuses another one.
    patientPayment:
      paymentType === 'CASH' ? { paymentType, quantity: draft.price ?? 0 } : { paymentType },
    paymentData: { paymentType, videoTypeId: draft.videoTypeId },
    ...questionnaireOf(draft),
  };
}

/** C51, C60: the answered questionnaire travels with the booking. */
function questionnaireOf(draft: BookingDraft) {
  if (draft.questionnaire === null || draft.templateId === null) return {};
  return {
    questionnaire: {
      templateId: draft.templateId,
      questionnaireFormJson: draft.questionnaire.formJson,
      questionnaireFormDataJson: JSON.stringify(draft.answers),
      questionnaireNonEditableFormJson: draft.questionnaire.displayJson,
      isVisibleToPatient: draft.questionnaire.visible,
    },
  };
}

/** C60: the patient's request. */
export function patientBookingRequest(draft: BookingDraft): PatientBookingRequest {
  return {
    ...common(draft),
    provider: { id: required(draft.provider, 'provider').id },
    patientEncounterSymptom: { preCondition: { description: draft.condition } },
    message: { messageBody: draft.messageBody },
  };
}

/** C51: the provider's request. */
export function providerBookingRequest(draft: BookingDraft): ProviderBookingRequest {
  return { ...common(draft), patient: { id: required(draft.patient, 'patient').id } };
}
