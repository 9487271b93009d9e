import type { SaveTemplateRequestSchema, Template } from '@clinicall/shared/notes/templates';
import {
  TemplateMessages,
  cleanQuestions,
  parseQuestions,
} from '@clinicall/shared/notes/templates';
import type { z } from 'zod';
import { violatedConstraint } from '../../db/constraint-errors.js';
import type { Db, Executor } from '../../db/database.js';
import { domainError } from '../../lib/domain-error.js';
import { templatesRepository as repo, type TemplateRow } from './templates.repository.js';

type SaveBody = z.output<typeof SaveTemplateRequestSchema>;

export const toTemplateDto = (row: TemplateRow): Template => ({
  id: row.id,
  name: row.name,
  description: row.description,
  templateEditFormJson: row.editFormJson,
  templateEditFormDataJson: row.editFormDataJson,
  templateDisplayFormJson: row.displayFormJson,
  isVisibleToPatient: row.isVisibleToPatient,
  providerId: row.providerId,
  updatedAt: row.updatedAt.toISOString(),
});

/** E33: empty options are dropped on save; the display form is the cleaned questions. */
function fields(body: SaveBody) {
  const questions = JSON.stringify(cleanQuestions(parseQuestions(body.templateEditFormJson)));
  return {
    name: body.name,
    description: body.description,
    editFormJson: questions,
    editFormDataJson: body.templateEditFormDataJson ?? null,
    displayFormJson: questions,
    isVisibleToPatient: body.isVisibleToPatient,
  };
}

/** E34: the database's unique index answers a duplicate name, even for two saves racing. */
async function naming<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error) === 'questionnaire_templates_provider_name_key') {
      throw domainError('TEMPLATE_NAME_TAKEN', TemplateMessages.nameTaken(name));
    }
    throw error;
  }
}

/** How many templates a provider has: the offerings' template rule (C12) asks it. */
export async function countTemplatesOf(ex: Executor, providerId: number): Promise<number> {
  return repo.countOf(ex, providerId);
}

/** Whether the template is the provider's own (a video type may only name one of those). */
export async function templateBelongsTo(ex: Executor, providerId: number, templateId: number) {
  return (await repo.findOf(ex, providerId, templateId)) !== null;
}

/** Questionnaire templates (spec 1 §2 /appointments/templates, E27–E36, E63). */
export function createTemplatesService(db: Db) {
  return {
    async list(providerId: number): Promise<Template[]> {
      return (await repo.listOf(db, providerId)).map(toTemplateDto);
    },

    async get(providerId: number, id: number): Promise<Template> {
      const row = await repo.findOf(db, providerId, id);
      if (!row) throw domainError('NOT_FOUND');
      return toTemplateDto(row);
    },

    async create(providerId: number, body: SaveBody): Promise<Template> {
      const row = await naming(body.name, () => repo.insert(db, providerId, fields(body)));
      return toTemplateDto(row);
    },

    async update(providerId: number, id: number, body: SaveBody): Promise<Template> {
      const row = await naming(body.name, () => repo.update(db, providerId, id, fields(body)));
      if (!row) throw domainError('NOT_FOUND');
      return toTemplateDto(row);
    },

    /** Not in the spec: a template a live video type uses stays, or that type would lose its form. */
    async remove(providerId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (await repo.usedByVideoType(tx, providerId, id)) throw domainError('TEMPLATE_IN_USE');
        if (!(await repo.remove(tx, providerId, id))) throw domainError('NOT_FOUND');
      });
    },

    /**
     * C58: the template a patient fills in when booking the provider's video type; only one marked
     * visible to patients.
     */
    async forPatient(providerId: number, templateId: number): Promise<Template> {
      const row = await repo.findOf(db, providerId, templateId);
      if (!row?.isVisibleToPatient) throw domainError('NOT_FOUND');
      return toTemplateDto(row);
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
