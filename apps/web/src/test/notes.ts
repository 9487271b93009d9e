import { padCodes, type EncounterSummary } from '@clinicall/shared/notes/summaries';

/** An encounter's summary as GET /encounters/{id}/summary answers it: nothing written yet. */
export function makeEncounterSummary(overrides: Partial<EncounterSummary> = {}): EncounterSummary {
  return {
    encounterId: 5,
    chiefComplaint: null,
    subjetiveEvaluation: null,
    objectiveEvaluation: null,
    planOfTreatment: null,
    diagnosisDescription: null,
    diagnosisCodes: padCodes([]),
    cptDescription: null,
    cptCodes: padCodes([]),
    attachedFiles: [],
    showPreconditions: true,
    patientID: 9,
    leadProvider: { id: 7, firstName: 'Paula', lastName: 'Provider' },
    editable: false,
    written: false,
    updatedAt: null,
    ...overrides,
  };
}
