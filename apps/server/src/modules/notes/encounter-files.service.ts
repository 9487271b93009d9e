import type { Db, Tx } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { BookingAttachments } from '../encounters/booking.service.js';
import {
  unsettledUploadsJournal as unsettled,
  type FileStorage,
  type StoredAttachment,
} from '../storage/uploads.service.js';
import { encounterFacts } from './encounter-facts.repository.js';
import { encounterFilesRepository as repo } from './encounter-files.repository.js';
import { isParticipant, readPatientOf } from './note-access.js';

/**
 * Files booked with an encounter: recorded in the booking's transaction, downloaded by
 * participants (E56).
 */
export function createEncounterFilesService(deps: { db: Db; storage: FileStorage }) {
  const { db, storage } = deps;
  return {
    /**
     * The uploads of one booking, stored and noted as unsettled (issue 24): recorded as the
     * booked encounter's and settled in its transaction, or removed when the booking is refused
     * or answers an earlier one.
     */
    forBooking(uploadedById: number, files: StoredAttachment[]): BookingAttachments {
      const keys = files.map((f) => f.storageKey);
      return {
        async attach(tx: Tx, encounterId: number) {
          await repo.insertAll(tx, encounterId, uploadedById, files);
          await unsettled.settle(tx, keys);
        },
        discard: () => unsettled.discard(db, storage, files),
      };
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
