import {
  OPEN_ENCOUNTER_STATUSES,
  type EncounterStatus,
  type EncounterType,
  type PaymentType,
} from '@clinicall/shared/scheduling/types';
import type { Db } from '../../db/database.js';
import type { PayableEncounters } from '../payments/payments.service.js';
import { encountersRepository } from './encounters.repository.js';

/** The payments module's view of an appointment: its parties and what the patient pays. */
export function createPayableEncounters(db: Db): PayableEncounters {
  return {
    async find(encounterId, ex = db) {
      const row = await encountersRepository.withParties(ex, encounterId);
      if (!row) return null;
      const { encounter, provider } = row;
      return {
        id: encounter.id,
        clinicId: encounter.clinicId,
        patientId: encounter.patientId,
        providerId: encounter.providerId,
        providerEmail: provider.email,
        providerName: `${provider.firstName} ${provider.lastName}`,
        type: encounter.type as EncounterType,
        paymentType: encounter.paymentType as PaymentType,
        amountCents: encounter.quantityCents,
        videoTypeId: encounter.videoTypeId,
        // Once started, declined, cancelled or finished, nothing more is charged.
        open: OPEN_ENCOUNTER_STATUSES.includes(encounter.status as EncounterStatus),
      };
    },

    recordCharge: (tx, encounterId, transactionId) =>
      encountersRepository.setTransactionId(tx, encounterId, transactionId),
  };
}
