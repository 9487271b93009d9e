import type {
  Encounter,
  EncounterPerson,
  EncounterQuestionnaire,
} from '@clinicall/shared/scheduling/encounters';
import { fromCents } from '@clinicall/shared/scheduling/money';
import type {
  EncounterStatus,
  EncounterType,
  FinishReason,
  PaymentType,
} from '@clinicall/shared/scheduling/types';
import type { StoredQuestionnaire } from '../../db/schema/encounters.js';
import { isoInstant } from '../../lib/iso-text.js';
import { localDateOf } from '../../lib/local-time.js';
import type { EncounterAnswerRow } from './encounter-answer-row.js';

const iso = (value: Date | null) => (value ? isoInstant(value) : null);

// Field by field, never a spread of a database row or a stored document: the lists write their
// answer as built (exactAnswer), so a column or key added later must not leak into it.
const person = (user: EncounterPerson): EncounterPerson => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});

const questionnaireOf = (stored: StoredQuestionnaire): EncounterQuestionnaire => ({
  templateId: stored.templateId,
  templateName: null,
  templateDescription: null,
  questionnaireFormJson: stored.questionnaireFormJson,
  questionnaireFormDataJson: stored.questionnaireFormDataJson,
  questionnaireNonEditableFormJson: stored.questionnaireNonEditableFormJson,
  isVisibleToPatient: stored.isVisibleToPatient,
});

/**
 * C109: an appointment as the API answers it to `viewer` (whose zone gives `date`). The database's
 * checks hold the enumerations, so their strings are the shared unions.
 */
export function toEncounterDto(
  row: EncounterAnswerRow,
  viewer: { id: number; timeZone: string },
): Encounter {
  const e = row.encounter;
  const paymentType = e.paymentType as PaymentType;
  return {
    id: e.id,
    clinicId: e.clinicId,
    type: e.type as EncounterType,
    status: e.status as EncounterStatus,
    startTime: isoInstant(e.startTime),
    endTime: iso(e.endTime),
    date: localDateOf(e.startTime, viewer.timeZone),
    duration: e.durationMinutes,
    whatIsWrong: e.whatIsWrong,
    patientEncounterSymptom: e.preCondition
      ? { preCondition: { description: e.preCondition } }
      : null,
    preCondition: e.preCondition,
    patient: { ...person(row.patient), isActiveRPM: row.patientMonitored },
    provider: { ...person(row.provider), primarySpecialty: row.primarySpecialty },
    patientPayment: { paymentType, quantity: fromCents(e.quantityCents) },
    paymentData: { paymentType, videoTypeId: e.videoTypeId, transactionId: e.transactionId },
    videoTypeName: row.videoTypeName,
    room: e.roomName ? { name: e.roomName, patientJoined: e.patientJoined } : null,
    roomStartTime: iso(e.roomStartTime),
    roomEndTime: iso(e.roomEndTime),
    topicId: e.topicId,
    ownedByLogguedUser: e.ownerId === viewer.id,
    leadProviderId: e.leadProviderId,
    cancelReason: e.cancelReason,
    finishReason: e.finishReason as FinishReason | null,
    message: e.message ? { subject: e.message.subject, messageBody: e.message.messageBody } : null,
    questionnaire: e.questionnaire ? questionnaireOf(e.questionnaire) : null,
    hasDangerousTravel: e.hasDangerousTravel,
    hasFeverHistory: e.hasFeverHistory,
    hasRashHistory: e.hasRashHistory,
    createdDate: isoInstant(e.createdAt),
  };
}
