import type { Db } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import {
  removeStored,
  type FileStorage,
  type StoredAttachment,
} from '../storage/uploads.service.js';
import { encounterFacts } from './encounter-facts.repository.js';
import { encounterFilesRepository as repo } from './encounter-files.repository.js';
import { isParticipant, readPatientOf } from './note-access.js';

/** Files booked with an encounter: recorded after the booking, downloaded by participants (E56). */
export function createEncounterFilesService(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  return {
    /** Records the stored uploads as the booked encounter's; removes them if that fails. */
    async attach(encounterId: number, uploadedById: number, files: StoredAttachment[]) {
      try {
        await repo.insertAll(db, encounterId, uploadedById, files);
      } catch (error) {
        await removeStored(storage, files);
        throw error;
      }
    },

    async list(ctx: ScopedContext, encounterId: number) {
      const facts = await encounterFacts(db, encounterId);
      if (!facts) throw domainError('NOT_FOUND');
      readPatientOf(ctx, facts);
      return repo.list(db, encounterId);
    },

    /** E56, E58: only the encounter's participants; anyone else gets 403. */
    async open(ctx: ScopedContext, encounterId: number, fileName: string) {
      const facts = await encounterFacts(db, encounterId);
      if (!facts) throw domainError('NOT_FOUND');
      if (!isParticipant(facts, ctx.actor.userId)) throw domainError('FORBIDDEN');
      const file = await repo.find(db, encounterId, fileName);
      if (!file) throw domainError('NOT_FOUND');
      ctx.readsPatient(facts.patientId, facts.clinicId);
      return {
        fileName: file.fileName,
        size: file.sizeBytes,
        stream: await storage.read(file.storageKey),
      };
    },
  };
}

export type EncounterFilesService = ReturnType<typeof createEncounterFilesService>;
