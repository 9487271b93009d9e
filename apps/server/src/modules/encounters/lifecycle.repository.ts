import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import {
  appointmentReminders,
  encounterResponseTokens,
  encounters,
} from '../../db/schema/encounters.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';

const patient = alias(users, 'patient');
const provider = alias(users, 'provider');

export const lifecycleRepository = {
  /**
   * What a transition is judged on: the appointment, its clinic's switch, the patient's family
   * head, and the parties' zones for the mails.
   */
  async facts(ex: Executor, id: number) {
    const [row] = await ex
      .select({
        id: encounters.id,
        clinicId: encounters.clinicId,
        providerId: encounters.providerId,
        patientId: encounters.patientId,
        ownerId: encounters.ownerId,
        type: encounters.type,
        status: encounters.status,
        startTime: encounters.startTime,
        endTime: encounters.endTime,
        quantityCents: encounters.quantityCents,
        paymentType: encounters.paymentType,
        transactionId: encounters.transactionId,
        schedulingEnabled: clinics.isPatientScheduleAppointmentEnabled,
        // I23: read in the transaction that finishes, so the switch as it stands decides the mail.
        postApptConf: clinics.allowPostApptConf,
        familyOwnerId: patientProfiles.familyOwnerId,
        providerZone: provider.timeZone,
        patientZone: patient.timeZone,
      })
      .from(encounters)
      .innerJoin(clinics, eq(clinics.id, encounters.clinicId))
      .innerJoin(provider, eq(provider.id, encounters.providerId))
      .innerJoin(patient, eq(patient.id, encounters.patientId))
      .leftJoin(patientProfiles, eq(patientProfiles.userId, encounters.patientId))
      .where(eq(encounters.id, id));
    return row;
  },

  /**
   * The transition itself, only from the status it was judged in: of two racing changes, the
   * second finds another status, updates nothing and answers false.
   */
  async transition(
    ex: Executor,
    input: {
      id: number;
      from: string;
      to: string;
      at: Date;
      cancelReason?: string | null;
      finishReason?: string | null;
      transactionId?: string | null;
    },
  ) {
    const rows = await ex
      .update(encounters)
      .set({
        status: input.to,
        statusChangedAt: input.at,
        updatedAt: input.at,
        ...(input.cancelReason !== undefined ? { cancelReason: input.cancelReason } : {}),
        ...(input.finishReason !== undefined ? { finishReason: input.finishReason } : {}),
        ...(input.transactionId ? { transactionId: input.transactionId } : {}),
      })
      .where(and(eq(encounters.id, input.id), eq(encounters.status, input.from)))
      .returning({ id: encounters.id });
    return rows.length === 1;
  },

  async insertResponseToken(
    ex: Executor,
    values: { encounterId: number; recipientId: number; tokenHash: string; expiresAt: Date },
  ) {
    await ex.insert(encounterResponseTokens).values(values);
  },

  /** Spends a link: only an unused, unexpired one of this appointment; answers its recipient. */
  async spendResponseToken(ex: Executor, encounterId: number, tokenHash: string, now: Date) {
    const [row] = await ex
      .update(encounterResponseTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(encounterResponseTokens.tokenHash, tokenHash),
          eq(encounterResponseTokens.encounterId, encounterId),
          isNull(encounterResponseTokens.usedAt),
          gt(encounterResponseTokens.expiresAt, now),
        ),
      )
      .returning({ recipientId: encounterResponseTokens.recipientId });
    return row?.recipientId ?? null;
  },

  /** Once a request is answered, none of its links answers again. */
  async spendAllResponseTokens(ex: Executor, encounterId: number, now: Date) {
    await ex
      .update(encounterResponseTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(encounterResponseTokens.encounterId, encounterId),
          isNull(encounterResponseTokens.usedAt),
        ),
      );
  },

  /** Records a reminder as sent; false when it already was (the job ran twice). */
  async claimReminder(ex: Executor, encounterId: number, kind: string, startTime: Date) {
    const rows = await ex
      .insert(appointmentReminders)
      .values({ encounterId, kind, startTime })
      .onConflictDoNothing()
      .returning({ encounterId: appointmentReminders.encounterId });
    return rows.length === 1;
  },

  async zoneOf(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId));
    return row?.timeZone ?? null;
  },
};
