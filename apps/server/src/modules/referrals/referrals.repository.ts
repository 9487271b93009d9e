import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import { clinics } from '../../db/schema/clinics.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles } from '../../db/schema/profiles.js';
import {
  referralAttachments,
  referralGrants,
  referrals,
  type ReferralState,
} from '../../db/schema/referrals.js';

const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const patient = alias(users, 'patient');

type PartyTable = typeof sender | typeof receiver | typeof patient;

const person = (u: PartyTable) => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  imagePath: u.imagePath,
  role: u.role,
});

const fields = {
  referral: referrals,
  clinicName: clinics.name,
  sender: person(sender),
  receiver: person(receiver),
  patient: person(patient),
  // Drizzle reads a left-joined object as absent when its first field is null: the key leads.
  grant: {
    referralId: referralGrants.referralId,
    expiresAt: referralGrants.expiresAt,
    revokedAt: referralGrants.revokedAt,
  },
};

export type ReferralRow = Awaited<ReturnType<typeof referralsRepository.byIds>>[number];
export type AttachmentRow = typeof referralAttachments.$inferSelect;

/** Whose referrals a list shows: the provider's (sent or received) or the patient's. */
export type ReferralOwner = { providerId: number } | { patientId: number };

const ownerCondition = (owner: ReferralOwner) =>
  'providerId' in owner
    ? or(eq(referrals.senderId, owner.providerId), eq(referrals.receiverId, owner.providerId))
    : eq(referrals.patientId, owner.patientId);

/** A keyword over the names and e-mails a referral row shows (plain characters, no patterns). */
function searchCondition(search: string | undefined): SQL | undefined {
  const word = search?.toLowerCase();
  if (!word) return undefined;
  const text = (u: PartyTable) =>
    sql`lower(${u.firstName} || ' ' || ${u.lastName} || ' ' || ${u.email})`;
  return sql`(position(${word} in ${text(patient)}) > 0
    or position(${word} in ${text(sender)}) > 0
    or position(${word} in ${text(receiver)}) > 0
    or position(${word} in lower(${referrals.note})) > 0)`;
}

export const referralsRepository = {
  async insert(
    ex: Executor,
    row: {
      clinicId: number;
      senderId: number;
      receiverId: number;
      patientId: number;
      note: string;
    },
  ) {
    const [created] = await ex.insert(referrals).values(row).returning({ id: referrals.id });
    return created!.id;
  },

  /** Referrals with everything their answer shows, newest first. */
  async byIds(ex: Executor, ids: readonly number[]) {
    if (ids.length === 0) return [];
    return ex
      .select(fields)
      .from(referrals)
      .innerJoin(clinics, eq(clinics.id, referrals.clinicId))
      .innerJoin(sender, eq(sender.id, referrals.senderId))
      .innerJoin(receiver, eq(receiver.id, referrals.receiverId))
      .innerJoin(patient, eq(patient.id, referrals.patientId))
      .leftJoin(referralGrants, eq(referralGrants.referralId, referrals.id))
      .where(inArray(referrals.id, [...ids]))
      .orderBy(desc(referrals.createdAt), desc(referrals.id));
  },

  /** F87, F92: one page of a provider's or a patient's referrals, newest first. */
  async page(
    ex: Executor,
    owner: ReferralOwner,
    search: string | undefined,
    page: number,
    size: number,
  ) {
    const rows = await ex
      .select({ id: referrals.id, total: sql<number>`count(*) over ()::int` })
      .from(referrals)
      .innerJoin(sender, eq(sender.id, referrals.senderId))
      .innerJoin(receiver, eq(receiver.id, referrals.receiverId))
      .innerJoin(patient, eq(patient.id, referrals.patientId))
      .where(and(ownerCondition(owner), searchCondition(search)))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(size)
      .offset(page * size);
    return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  },

  async attachments(ex: Executor, referralIds: readonly number[]) {
    if (referralIds.length === 0) return [];
    return ex
      .select()
      .from(referralAttachments)
      .where(inArray(referralAttachments.referralId, [...referralIds]))
      .orderBy(referralAttachments.id);
  },

  async attachmentNamed(ex: Executor, referralId: number, fileName: string) {
    const [row] = await ex
      .select()
      .from(referralAttachments)
      .where(
        and(
          eq(referralAttachments.referralId, referralId),
          eq(referralAttachments.fileName, fileName),
        ),
      )
      .orderBy(desc(referralAttachments.id))
      .limit(1);
    return row;
  },

  async addAttachments(
    ex: Executor,
    referralId: number,
    files: { fileName: string; storageKey: string; fileType: string; sizeBytes: number }[],
  ) {
    if (files.length === 0) return [];
    return ex
      .insert(referralAttachments)
      .values(files.map((f) => ({ referralId, ...f })))
      .returning();
  },

  /** The referral's parties, locked for a transition. */
  async lockParties(ex: Executor, referralId: number) {
    const [row] = await ex
      .select({
        id: referrals.id,
        state: referrals.state,
        senderId: referrals.senderId,
        receiverId: referrals.receiverId,
        patientId: referrals.patientId,
        clinicId: referrals.clinicId,
      })
      .from(referrals)
      .where(eq(referrals.id, referralId))
      .for('update');
    return row;
  },

  async parties(ex: Executor, referralId: number) {
    const [row] = await ex
      .select({
        id: referrals.id,
        state: referrals.state,
        senderId: referrals.senderId,
        receiverId: referrals.receiverId,
        patientId: referrals.patientId,
        clinicId: referrals.clinicId,
        familyOwnerId: patientProfiles.familyOwnerId,
      })
      .from(referrals)
      .leftJoin(patientProfiles, eq(patientProfiles.userId, referrals.patientId))
      .where(eq(referrals.id, referralId));
    return row;
  },

  /**
   * Moves the referral from `from` to `to`; false when it is no longer in `from` (a concurrent
   * transition won), so exactly one of two racing transitions changes it.
   */
  async transition(
    ex: Executor,
    referralId: number,
    from: ReferralState,
    to: ReferralState,
    at: Date,
  ) {
    const stamp =
      to === 'withdrawn'
        ? { withdrawnAt: at }
        : to === 'completed'
          ? { completedAt: at }
          : { answeredAt: at };
    const changed = await ex
      .update(referrals)
      .set({ state: to, ...stamp })
      .where(and(eq(referrals.id, referralId), eq(referrals.state, from)))
      .returning({ id: referrals.id });
    return changed.length > 0;
  },
};
