import type { EncounterQuestionnaireItem } from '@clinicall/shared/notes/questionnaires';
import type { PatchQuestionnaireRequestSchema } from '@clinicall/shared/notes/questionnaires';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { encounters } from '../../db/schema/encounters.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { encounterFacts, type EncounterFacts } from './encounter-facts.repository.js';
import { assertMayRead, isPatientSide, isProviderSide } from './note-access.js';

type PatchBody = z.output<typeof PatchQuestionnaireRequestSchema>;

function toItem(facts: EncounterFacts): EncounterQuestionnaireItem | null {
  const q = facts.questionnaire;
  if (!q) return null;
  return {
    id: facts.id,
    encounterId: facts.id,
    templateId: q.templateId,
    templateName: facts.templateName,
    templateDescription: facts.templateDescription,
    questionnaireFormJson: q.questionnaireFormJson,
    questionnaireFormDataJson: q.questionnaireFormDataJson,
    questionnaireNonEditableFormJson: q.questionnaireNonEditableFormJson,
    isVisibleToPatient: q.isVisibleToPatient,
  };
}

/**
 * An encounter's questionnaires (E37, E38, E62): the one answered at booking, its id the
 * encounter's. The patient side sees it only when it is marked visible to patients; the provider
 * side may correct its answers.
 */
export function createQuestionnairesService(db: Db) {
  async function factsOf(ctx: ScopedContext, id: number) {
    const facts = await encounterFacts(db, id);
    if (!facts) throw domainError('NOT_FOUND');
    assertMayRead(ctx, facts);
    return facts;
  }

  const visibleTo = (ctx: ScopedContext, facts: EncounterFacts, item: EncounterQuestionnaireItem) =>
    !isPatientSide(facts, ctx.actor.userId) || item.isVisibleToPatient;

  return {
    async list(ctx: ScopedContext, id: number): Promise<EncounterQuestionnaireItem[]> {
      const facts = await factsOf(ctx, id);
      ctx.readsPatient(facts.patientId, facts.clinicId);
      const item = toItem(facts);
      return item && visibleTo(ctx, facts, item) ? [item] : [];
    },

    async patch(
      ctx: ScopedContext,
      id: number,
      questionnaireId: number,
      body: PatchBody,
    ): Promise<EncounterQuestionnaireItem> {
      const facts = await factsOf(ctx, id);
      const item = toItem(facts);
      if (!item || questionnaireId !== item.id) throw domainError('NOT_FOUND');
      if (!isProviderSide(facts, ctx.actor.userId)) throw domainError('FORBIDDEN');
      const questionnaire = {
        ...facts.questionnaire!,
        questionnaireFormDataJson: body.questionnaireFormDataJson,
        isVisibleToPatient: body.isVisibleToPatient ?? item.isVisibleToPatient,
      };
      await db
        .update(encounters)
        .set({ questionnaire, updatedAt: new Date() })
        .where(eq(encounters.id, id));
      return { ...item, ...questionnaire };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
