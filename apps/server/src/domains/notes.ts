import type { FastifyPluginAsync } from 'fastify';
import type { MembershipsService } from '../modules/clinics/memberships.service.js';
import { notesRoutes } from '../modules/notes/notes.routes.js';
import { createQuestionnairesService } from '../modules/notes/questionnaires.service.js';
import { createSummariesService } from '../modules/notes/summaries.service.js';
import { templatesRoutes } from '../modules/templates/templates.routes.js';
import { createTemplatesService } from '../modules/templates/templates.service.js';
import type { Platform } from './platform.js';

/** What the notes domain takes from the rest of the server. */
export type NotesDeps = Pick<Platform, 'db'> & { memberships: MembershipsService };

/**
 * The notes domain: providers' note templates, an appointment's post-encounter note, its
 * summary and the patient's questionnaire answers.
 */
export const notesDomain =
  ({ db, memberships }: NotesDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(templatesRoutes(createTemplatesService(db), memberships));
    await app.register(
      notesRoutes({
        db,
        summaries: createSummariesService(db),
        questionnaires: createQuestionnairesService(db),
      }),
    );
  };
