import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { questionnaireTemplates as t } from '../../db/schema/notes.js';
import { videoEncounterTypes } from '../../db/schema/scheduling.js';

export type TemplateRow = typeof t.$inferSelect;
export type TemplateFields = Pick<
  TemplateRow,
  | 'name'
  | 'description'
  | 'editFormJson'
  | 'editFormDataJson'
  | 'displayFormJson'
  | 'isVisibleToPatient'
>;

/** Templates are a provider's own: every query names the provider. */
export const templatesRepository = {
  async countOf(ex: Executor, providerId: number) {
    const [row] = await ex.select({ n: count() }).from(t).where(eq(t.providerId, providerId));
    return row?.n ?? 0;
  },

  async listOf(ex: Executor, providerId: number) {
    return ex.select().from(t).where(eq(t.providerId, providerId)).orderBy(asc(t.name));
  },

  async findOf(ex: Executor, providerId: number, id: number) {
    const [row] = await ex
      .select()
      .from(t)
      .where(and(eq(t.providerId, providerId), eq(t.id, id)));
    return row ?? null;
  },

  async insert(ex: Executor, providerId: number, fields: TemplateFields) {
    const [row] = await ex
      .insert(t)
      .values({ providerId, ...fields })
      .returning();
    if (!row) throw new Error('the inserted template vanished');
    return row;
  },

  async update(ex: Executor, providerId: number, id: number, fields: TemplateFields) {
    const [row] = await ex
      .update(t)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(t.providerId, providerId), eq(t.id, id)))
      .returning();
    return row ?? null;
  },

  async remove(ex: Executor, providerId: number, id: number) {
    const rows = await ex
      .delete(t)
      .where(and(eq(t.providerId, providerId), eq(t.id, id)))
      .returning({ id: t.id });
    return rows.length > 0;
  },

  /** Whether one of the provider's live video types uses the template. */
  async usedByVideoType(ex: Executor, providerId: number, id: number) {
    const [row] = await ex
      .select({ id: videoEncounterTypes.id })
      .from(videoEncounterTypes)
      .where(
        and(
          eq(videoEncounterTypes.providerId, providerId),
          eq(videoEncounterTypes.templateId, id),
          isNull(videoEncounterTypes.removedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  },
};
