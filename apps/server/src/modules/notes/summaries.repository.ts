import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounterFiles, encounterSummaries as s } from '../../db/schema/notes.js';

export type SummaryRow = typeof s.$inferSelect;
export type SummaryFields = Omit<
  SummaryRow,
  'encounterId' | 'writtenById' | 'createdAt' | 'updatedAt'
>;

export const summariesRepository = {
  async find(ex: Executor, encounterId: number) {
    const [row] = await ex.select().from(s).where(eq(s.encounterId, encounterId));
    return row ?? null;
  },

  /**
   * POST and PUT both land here: the note is one row per encounter, written again and again. A
   * note first written without a chief complaint takes `bookedComplaint`; a later save without one
   * keeps the recorded one (issue 21 defect 3).
   */
  async upsert(
    ex: Executor,
    encounterId: number,
    writtenById: number,
    {
      chiefComplaint,
      ...fields
    }: Omit<SummaryFields, 'chiefComplaint'> & {
      chiefComplaint: string | null | undefined;
    },
    bookedComplaint: string | null,
  ) {
    const kept = chiefComplaint === undefined ? {} : { chiefComplaint };
    const [row] = await ex
      .insert(s)
      .values({ encounterId, writtenById, chiefComplaint: bookedComplaint, ...fields, ...kept })
      .onConflictDoUpdate({
        target: s.encounterId,
        set: { ...fields, ...kept, writtenById, updatedAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('the written summary vanished');
    return row;
  },

  async fileNames(ex: Executor, encounterId: number) {
    const rows = await ex
      .select({ fileName: encounterFiles.fileName })
      .from(encounterFiles)
      .where(eq(encounterFiles.encounterId, encounterId))
      .orderBy(encounterFiles.id);
    return rows.map((r) => r.fileName);
  },
};
