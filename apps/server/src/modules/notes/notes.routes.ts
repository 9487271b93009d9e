import {
  EncounterQuestionnaireItemSchema,
  EncounterQuestionnaireListSchema,
  PatchQuestionnaireRequestSchema,
  QuestionnaireParamsSchema,
} from '@clinicall/shared/notes/questionnaires';
import {
  EncounterFormSchema,
  EncounterIdParamsSchema,
  EncounterSummarySchema,
  SaveSummaryRequestSchema,
} from '@clinicall/shared/notes/summaries';
import { Role } from '@clinicall/shared/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { Reads } from '../../lib/access/patient-reads.js';
import { scoped } from '../../lib/access/request-context.js';
import { Clinic } from '../../lib/access/rules.js';
import { clinicOfEncounter } from './encounter-facts.repository.js';
import type { QuestionnairesService } from './questionnaires.service.js';
import type { SummariesService } from './summaries.service.js';

const tags = ['encounter notes'];

/** The encounter named by the `:id` path parameter decides the clinic; the services check who. */
export const encounterAccess = (
  db: Db,
  from: (request: { params: unknown; query: unknown }) => number,
) => ({
  roles: [Role.provider, Role.patient],
  clinic: Clinic.record(async (request) => {
    const id = from(request);
    return Number.isInteger(id) && id > 0 ? clinicOfEncounter(db, id) : null;
  }),
});

const byParam = (request: { params: unknown }) => Number((request.params as { id?: unknown }).id);

export const notesRoutes =
  (deps: {
    db: Db;
    summaries: SummariesService;
    questionnaires: QuestionnairesService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, summaries, questionnaires } = deps;
    const access = encounterAccess(db, byParam);
    // The services name the encounter's patient (issue 19 path 5); the record is the encounter.
    const readsNote = Reads.named('note', Reads.param('id'));

    app.get(
      '/api/encounters/:id/summary',
      {
        config: { access, readsPatient: readsNote },
        schema: {
          tags,
          summary: 'E47, E48: the encounter summary; editable only by the lead provider',
          params: EncounterIdParamsSchema,
          response: { 200: EncounterSummarySchema },
        },
      },
      async (request) => summaries.get(scoped(request.ctx), request.params.id),
    );

    for (const method of ['POST', 'PUT'] as const) {
      app.route({
        method,
        url: '/api/encounters/:id/summary',
        config: { access },
        schema: {
          tags,
          summary: 'E46, E51: the lead provider saves the note (up to 6 diagnosis and 6 CPT codes)',
          params: EncounterIdParamsSchema,
          body: SaveSummaryRequestSchema,
          response: { 200: EncounterSummarySchema },
        },
        handler: async (request) =>
          summaries.save(scoped(request.ctx), request.params.id, request.body),
      });
    }

    app.get(
      '/api/encounters/:id/form',
      {
        config: { access, readsPatient: readsNote },
        schema: {
          tags,
          summary: 'E47: patient and visit details for the summary dialog and print',
          params: EncounterIdParamsSchema,
          response: { 200: EncounterFormSchema },
        },
      },
      async (request) => summaries.form(scoped(request.ctx), request.params.id),
    );

    app.get(
      '/api/encounters/:id/questionnaires/',
      {
        config: { access, readsPatient: Reads.named('forms', Reads.param('id')) },
        schema: {
          tags,
          summary: 'E37, E38: the encounter’s questionnaires (patients see visible ones only)',
          params: EncounterIdParamsSchema,
          response: { 200: EncounterQuestionnaireListSchema },
        },
      },
      async (request) => questionnaires.list(scoped(request.ctx), request.params.id),
    );

    app.patch(
      '/api/encounters/:id/questionnaires/:questionnaireId',
      {
        config: { access },
        schema: {
          tags,
          summary: 'E37: the provider side updates the questionnaire’s answers',
          params: QuestionnaireParamsSchema,
          body: PatchQuestionnaireRequestSchema,
          response: { 200: EncounterQuestionnaireItemSchema },
        },
      },
      async (request) =>
        questionnaires.patch(
          scoped(request.ctx),
          request.params.id,
          request.params.questionnaireId,
          request.body,
        ),
    );
  };
