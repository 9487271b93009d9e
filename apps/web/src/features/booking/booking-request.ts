import type {
  PatientBookingRequest,
  ProviderBookingRequest,
} from '@clinicall/shared/scheduling/booking';
import type { BookingDraft } from './booking-draft';

/** The fields both wizards send: the type, its time, and how it is paid. */
function common(draft: BookingDraft) {
  const paymentType = draft.paymentType ?? 'INSURANCE';
  return {
    type: draft.type ?? 'VIDEO',
    ...(draft.slot === null
      ? {}
      : { startTime: draft.slot.startTime, endTime: draft.slot.endTime }),
    patientPayment: { paymentType },
    paymentData: { paymentType, videoTypeId: draft.videoTypeId },
  };
}

/** C60: the patient's request. */
export function patientBookingRequest(draft: BookingDraft): PatientBookingRequest {
  return {
    ...common(draft),
    provider: { id: draft.provider?.id ?? 0 },
    patientEncounterSymptom: { preCondition: { description: draft.condition } },
    message: { messageBody: draft.messageBody },
  };
}

/** C51: the provider's request. */
export function providerBookingRequest(draft: BookingDraft): ProviderBookingRequest {
  return { ...common(draft), patient: { id: draft.patient?.id ?? 0 } };
}
