import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { questionnaireTemplates } from '../../db/schema/notes.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import { videoEncounterTypes } from '../../db/schema/scheduling.js';

const patient = alias(users, 'patient');
const provider = alias(users, 'provider');
const lead = alias(users, 'lead');

/** What the notes' rules and views need to know of one encounter, in one query. */
export async function encounterFacts(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      id: encounters.id,
      clinicId: encounters.clinicId,
      providerId: encounters.providerId,
      patientId: encounters.patientId,
      leadProviderId: encounters.leadProviderId,
      type: encounters.type,
      status: encounters.status,
      startTime: encounters.startTime,
      roomStartTime: encounters.roomStartTime,
      whatIsWrong: encounters.whatIsWrong,
      preCondition: encounters.preCondition,
      questionnaire: encounters.questionnaire,
      familyOwnerId: patientProfiles.familyOwnerId,
      dateOfBirth: patientProfiles.dateOfBirth,
      gender: patientProfiles.gender,
      patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
      provider: { id: provider.id, firstName: provider.firstName, lastName: provider.lastName },
      lead: { id: lead.id, firstName: lead.firstName, lastName: lead.lastName },
      videoTypeName: videoEncounterTypes.encounterName,
      templateName: questionnaireTemplates.name,
      templateDescription: questionnaireTemplates.description,
    })
    .from(encounters)
    .innerJoin(patient, eq(patient.id, encounters.patientId))
    .innerJoin(provider, eq(provider.id, encounters.providerId))
    .innerJoin(lead, eq(lead.id, encounters.leadProviderId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, encounters.patientId))
    .leftJoin(videoEncounterTypes, eq(videoEncounterTypes.id, encounters.videoTypeId))
    .leftJoin(
      questionnaireTemplates,
      // The template named in the stored questionnaire, if any.
      eq(questionnaireTemplates.id, sql<number>`(${encounters.questionnaire}->>'templateId')::int`),
    )
    .where(eq(encounters.id, id));
  return row ?? null;
}

export type EncounterFacts = NonNullable<Awaited<ReturnType<typeof encounterFacts>>>;

/** The clinic of an encounter, for the routes' record rule; null answers 404. */
export async function clinicOfEncounter(ex: Executor, id: number) {
  const [row] = await ex
    .select({ clinicId: encounters.clinicId })
    .from(encounters)
    .where(eq(encounters.id, id));
  return row?.clinicId ?? null;
}
