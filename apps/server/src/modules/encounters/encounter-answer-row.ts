import type { Indexes } from '../../db/array-rows.js';
import { encounters } from '../../db/schema/encounters.js';
import { partiesFields } from './encounters.repository.js';

/** Of an appointment's columns, those its answer (C109) reads: what a list page selects. */
const answerColumns = {
  id: encounters.id,
  clinicId: encounters.clinicId,
  type: encounters.type,
  status: encounters.status,
  startTime: encounters.startTime,
  endTime: encounters.endTime,
  durationMinutes: encounters.durationMinutes,
  whatIsWrong: encounters.whatIsWrong,
  preCondition: encounters.preCondition,
  paymentType: encounters.paymentType,
  quantityCents: encounters.quantityCents,
  videoTypeId: encounters.videoTypeId,
  transactionId: encounters.transactionId,
  roomName: encounters.roomName,
  patientJoined: encounters.patientJoined,
  roomStartTime: encounters.roomStartTime,
  roomEndTime: encounters.roomEndTime,
  topicId: encounters.topicId,
  ownerId: encounters.ownerId,
  leadProviderId: encounters.leadProviderId,
  cancelReason: encounters.cancelReason,
  finishReason: encounters.finishReason,
  message: encounters.message,
  questionnaire: encounters.questionnaire,
  hasDangerousTravel: encounters.hasDangerousTravel,
  hasFeverHistory: encounters.hasFeverHistory,
  hasRashHistory: encounters.hasRashHistory,
  createdAt: encounters.createdAt,
};

/** The fields of a list page's rows, besides the total it carries. */
export const answerFields = { ...partiesFields, encounter: answerColumns };

/** What the encounter shape (C109) is built from: an appointment's answer columns and parties. */
export type EncounterAnswerRow = {
  encounter: Pick<typeof encounters.$inferSelect, keyof typeof answerColumns>;
  patient: EncounterParty;
  provider: EncounterParty;
  primarySpecialty: string | null;
  videoTypeName: string | null;
  patientMonitored: boolean;
};
type EncounterParty = { id: number; firstName: string; lastName: string; email: string };

const partyOf = (row: unknown[], at: Indexes<typeof answerFields.patient>): EncounterParty => ({
  id: row[at.id] as number,
  firstName: row[at.firstName] as string,
  lastName: row[at.lastName] as string,
  email: row[at.email] as string,
});

/**
 * An array row of `answerFields` (db/array-query.ts), named field by field: the drivers hand over
 * these column kinds as Drizzle would (timestamptz as Date, jsonb parsed).
 */
export function answerRowOf(row: unknown[], at: Indexes<typeof answerFields>): EncounterAnswerRow {
  const e = at.encounter;
  type Columns = EncounterAnswerRow['encounter'];
  return {
    encounter: {
      id: row[e.id] as number,
      clinicId: row[e.clinicId] as number,
      type: row[e.type] as string,
      status: row[e.status] as string,
      startTime: row[e.startTime] as Date,
      endTime: row[e.endTime] as Date | null,
      durationMinutes: row[e.durationMinutes] as number | null,
      whatIsWrong: row[e.whatIsWrong] as string | null,
      preCondition: row[e.preCondition] as string | null,
      paymentType: row[e.paymentType] as string,
      quantityCents: row[e.quantityCents] as number,
      videoTypeId: row[e.videoTypeId] as number | null,
      transactionId: row[e.transactionId] as string | null,
      roomName: row[e.roomName] as string | null,
      patientJoined: row[e.patientJoined] as boolean,
      roomStartTime: row[e.roomStartTime] as Date | null,
      roomEndTime: row[e.roomEndTime] as Date | null,
      topicId: row[e.topicId] as number | null,
      ownerId: row[e.ownerId] as number,
      leadProviderId: row[e.leadProviderId] as number,
      cancelReason: row[e.cancelReason] as string | null,
      finishReason: row[e.finishReason] as string | null,
      message: row[e.message] as Columns['message'],
      questionnaire: row[e.questionnaire] as Columns['questionnaire'],
      hasDangerousTravel: row[e.hasDangerousTravel] as boolean | null,
      hasFeverHistory: row[e.hasFeverHistory] as boolean | null,
      hasRashHistory: row[e.hasRashHistory] as boolean | null,
      createdAt: row[e.createdAt] as Date,
    },
    patient: partyOf(row, at.patient),
    provider: partyOf(row, at.provider),
    primarySpecialty: row[at.primarySpecialty] as string | null,
    videoTypeName: row[at.videoTypeName] as string | null,
    patientMonitored: row[at.patientMonitored] as boolean,
  };
}
