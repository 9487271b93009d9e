import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounterFiles as f } from '../../db/schema/notes.js';
import type { StoredAttachment } from '../storage/uploads.service.js';

export const encounterFilesRepository = {
  async insertAll(
    ex: Executor,
    encounterId: number,
    uploadedById: number,
    files: StoredAttachment[],
  ) {
    if (files.length === 0) return;
    await ex.insert(f).values(
      files.map((file) => ({
        fileName: file.fileName,
        storageKey: file.storageKey,
        sizeBytes: file.size,
        encounterId,
        uploadedById,
      })),
    );
  },

  async find(ex: Executor, encounterId: number, fileName: string) {
    const [row] = await ex
      .select()
      .from(f)
      .where(and(eq(f.encounterId, encounterId), eq(f.fileName, fileName)));
    return row ?? null;
  },

  async list(ex: Executor, encounterId: number) {
    return ex
      .select({ fileName: f.fileName, size: f.sizeBytes })
      .from(f)
      .where(eq(f.encounterId, encounterId))
      .orderBy(f.id);
  },
};
