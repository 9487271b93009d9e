import type {
  EncounterForm,
  EncounterSummary,
  SaveSummaryRequestSchema,
} from '@clinicall/shared/notes/summaries';
import { padCodes } from '@clinicall/shared/notes/summaries';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { encounterFacts, type EncounterFacts } from './encounter-facts.repository.js';
import { assertLead, assertMayRead, hasStarted, readPatientOf } from './note-access.js';
import { summariesRepository as repo, type SummaryRow } from './summaries.repository.js';

type SaveBody = z.output<typeof SaveSummaryRequestSchema>;

/** The chief complaint: the note's own, else what the patient wrote when booking. */
const bookedComplaint = (facts: EncounterFacts) => facts.preCondition ?? facts.whatIsWrong;

function toSummaryDto(
  facts: EncounterFacts,
  row: SummaryRow | null,
  files: string[],
  editable: boolean,
): EncounterSummary {
  return {
    encounterId: facts.id,
    chiefComplaint: row?.chiefComplaint ?? bookedComplaint(facts),
    subjetiveEvaluation: row?.subjetiveEvaluation ?? null,
    objectiveEvaluation: row?.objectiveEvaluation ?? null,
    planOfTreatment: row?.planOfTreatment ?? null,
    diagnosisDescription: row?.diagnosisDescription ?? null,
    diagnosisCodes: padCodes(row?.diagnosisCodes ?? []),
    cptDescription: row?.cptDescription ?? null,
    cptCodes: padCodes(row?.cptCodes ?? []),
    attachedFiles: files,
    // E49: the sections show once the appointment started.
    showPreconditions: hasStarted(facts),
    patientID: facts.patientId,
    leadProvider: facts.lead,
    editable,
    written: row !== null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Post-encounter notes and the encounter summary (spec 1 §4, E39–E51, E61). */
export function createSummariesService(db: Db) {
  async function factsOf(id: number) {
    const facts = await encounterFacts(db, id);
    if (!facts) throw domainError('NOT_FOUND');
    return facts;
  }

  async function view(ctx: ScopedContext, facts: EncounterFacts, row: SummaryRow | null) {
    const files = await repo.fileNames(db, facts.id);
    const editable = ctx.actor.userId === facts.leadProviderId && hasStarted(facts);
    return toSummaryDto(facts, row, files, editable);
  }

  return {
    async get(ctx: ScopedContext, id: number): Promise<EncounterSummary> {
      const facts = await factsOf(id);
      readPatientOf(ctx, facts);
      return view(ctx, facts, await repo.find(db, id));
    },

    /** E46: POST and PUT both save the note; only the lead provider, once the visit started. */
    async save(ctx: ScopedContext, id: number, body: SaveBody): Promise<EncounterSummary> {
      const facts = await factsOf(id);
      assertMayRead(ctx, facts);
      assertLead(ctx, facts);
      if (!hasStarted(facts)) throw domainError('SUMMARY_NOT_STARTED');
      const row = await repo.upsert(
        db,
        id,
        ctx.actor.userId,
        {
          chiefComplaint: body.chiefComplaint,
          subjetiveEvaluation: body.subjetiveEvaluation ?? null,
          objectiveEvaluation: body.objectiveEvaluation ?? null,
          planOfTreatment: body.planOfTreatment ?? null,
          diagnosisDescription: body.diagnosisDescription ?? null,
          diagnosisCodes: body.diagnosisCodes,
          cptDescription: body.cptDescription ?? null,
          cptCodes: body.cptCodes,
        },
        bookedComplaint(facts),
      );
      await ctx.audit('encounter.summary.saved', { subject: String(id) });
      return view(ctx, facts, row);
    },

    /** E47: who the patient is and what the visit was, for the summary dialog and print. */
    async form(ctx: ScopedContext, id: number): Promise<EncounterForm> {
      const facts = await factsOf(id);
      readPatientOf(ctx, facts);
      return {
        encounterId: facts.id,
        patient: facts.patient,
        provider: facts.provider,
        dateOfBirth: facts.dateOfBirth,
        gender: facts.gender,
        encounterType: facts.type,
        videoTypeName: facts.videoTypeName,
        chiefComplaint: bookedComplaint(facts),
        preCondition: facts.preCondition,
        status: facts.status,
        startTime: facts.startTime.toISOString(),
        roomStartTime: facts.roomStartTime?.toISOString() ?? null,
        started: hasStarted(facts),
      };
    },
  };
}

export type SummariesService = ReturnType<typeof createSummariesService>;
