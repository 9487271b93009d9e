import { Role } from '@clinicall/shared/roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { emailChangeKeys, type EmailChangeKind } from '../../db/schema/email-changes.js';
import { users } from '../../db/schema/identity.js';
import { patientProfiles, providerProfiles } from '../../db/schema/profiles.js';

export type EmailChangeRow = typeof emailChangeKeys.$inferSelect;

/** Where each kind of mailed key is found. */
const keyColumn = {
  confirm: emailChangeKeys.keyHash,
  agree: emailChangeKeys.agreeKeyHash,
  undo: emailChangeKeys.undoKeyHash,
} as const;

const open = and(isNull(emailChangeKeys.appliedAt), isNull(emailChangeKeys.supersededAt));

export const emailChangeRepository = {
  async create(
    ex: Executor,
    row: {
      keyHash: string;
      userId: number;
      newEmail: string;
      requestedById: number;
      expiresAt: Date;
      kind: EmailChangeKind;
      agreeKeyHash: string | null;
      agreedAt: Date | null;
      reason: string | null;
    },
  ) {
    await ex.insert(emailChangeKeys).values(row);
  },

  /** Ends every change of the user not yet applied: a newer change, or an undo, replaces them. */
  async supersedeOpen(ex: Executor, userId: number) {
    await ex
      .update(emailChangeKeys)
      .set({ supersededAt: sql`now()` })
      .where(and(eq(emailChangeKeys.userId, userId), open));
  },

  /** The change a mailed key belongs to, locked so two uses of one key cannot both pass. */
  async findByKey(ex: Executor, purpose: keyof typeof keyColumn, keyHash: string) {
    const [row] = await ex
      .select()
      .from(emailChangeKeys)
      .where(eq(keyColumn[purpose], keyHash))
      .for('update');
    return row ?? null;
  },

  /** The change of the user still waiting for the owner's agreement; locked to settle it. */
  async awaitingAgreement(ex: Executor, userId: number, lock = true) {
    const query = ex
      .select()
      .from(emailChangeKeys)
      .where(and(eq(emailChangeKeys.userId, userId), open, isNull(emailChangeKeys.agreedAt)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async update(
    ex: Executor,
    keyHash: string,
    set: Partial<
      Pick<
        EmailChangeRow,
        | 'usedAt'
        | 'agreedAt'
        | 'appliedAt'
        | 'oldEmail'
        | 'undoKeyHash'
        | 'undoExpiresAt'
        | 'undoneAt'
      >
    >,
  ) {
    await ex.update(emailChangeKeys).set(set).where(eq(emailChangeKeys.keyHash, keyHash));
  },

  /**
   * An undo restores the address from before its change: the undo links of changes made since
   * would put a later address back, so they stop working (those of earlier changes keep theirs).
   * Made since = created since: a newer change supersedes every open one, so changes take effect
   * in the order they were made.
   */
  async expireLaterUndos(ex: Executor, userId: number, createdAt: Date, now: Date) {
    await ex
      .update(emailChangeKeys)
      .set({ undoExpiresAt: now })
      .where(
        and(
          eq(emailChangeKeys.userId, userId),
          gt(emailChangeKeys.createdAt, createdAt),
          isNull(emailChangeKeys.undoneAt),
        ),
      );
  },

  /** Shows (F20) or clears the pending address on the patient's or provider's profile. */
  async setPendingEmail(ex: Executor, userId: number, newEmail: string | null) {
    const [user] = await ex.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (user?.role === Role.patient) {
      await ex
        .insert(patientProfiles)
        .values({ userId, newEmail })
        .onConflictDoUpdate({ target: patientProfiles.userId, set: { newEmail } });
    } else if (user?.role === Role.provider) {
      await ex
        .insert(providerProfiles)
        .values({ userId, newEmail })
        .onConflictDoUpdate({ target: providerProfiles.userId, set: { newEmail } });
    }
  },

  async setEmail(ex: Executor, userId: number, email: string) {
    await ex
      .update(users)
      .set({ email, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  async emailOwner(ex: Executor, email: string) {
    const [row] = await ex.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? null;
  },

  /** The account as its mails need it, locked: one change of an account at a time. */
  async account(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row ?? null;
  },

  /** Whether `callerId` is the patient or the head of their family. */
  async isSelfOrFamilyHead(ex: Executor, callerId: number, patientId: number) {
    if (callerId === patientId) return true;
    const [row] = await ex
      .select({ head: patientProfiles.familyOwnerId })
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, patientId));
    return row?.head === callerId;
  },

  async nameOf(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return row ? `${row.firstName} ${row.lastName}` : 'Your clinic';
  },
};
