import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { encounterAccounts, videoEncounterTypes } from '../../db/schema/scheduling.js';

export type AccountRow = typeof encounterAccounts.$inferSelect;
export type VideoTypeRow = typeof videoEncounterTypes.$inferSelect;
export type VideoTypeFields = Pick<
  VideoTypeRow,
  | 'encounterName'
  | 'description'
  | 'durationMinutes'
  | 'priceCents'
  | 'allowAppointmentTemplate'
  | 'templateId'
  | 'requireAttachment'
>;

const live = (providerId: number) =>
  and(eq(videoEncounterTypes.providerId, providerId), isNull(videoEncounterTypes.removedAt));

/** A provider's offerings are their own: every query is by provider. */
export const offeringsRepository = {
  async accountsOf(ex: Executor, providerId: number) {
    return ex.select().from(encounterAccounts).where(eq(encounterAccounts.providerId, providerId));
  },

  async liveVideoTypesOf(ex: Executor, providerId: number) {
    return ex
      .select()
      .from(videoEncounterTypes)
      .where(live(providerId))
      .orderBy(asc(videoEncounterTypes.slot));
  },

  /**
   * Writes accounts. The VIDEO account is always written first: its row lock makes two saves of
   * one provider's offerings run one after the other.
   */
  async upsertAccounts(
    ex: Executor,
    providerId: number,
    accounts: readonly Pick<AccountRow, 'encounterType' | 'active' | 'quantityCents'>[],
  ) {
    const ordered = [...accounts].sort((a, b) =>
      a.encounterType === 'VIDEO' ? -1 : b.encounterType === 'VIDEO' ? 1 : 0,
    );
    for (const account of ordered) {
      await ex
        .insert(encounterAccounts)
        .values({ providerId, ...account })
        .onConflictDoUpdate({
          target: [encounterAccounts.providerId, encounterAccounts.encounterType],
          set: {
            active: account.active,
            quantityCents: account.quantityCents,
            updatedAt: sql`now()`,
          },
        });
    }
  },

  /** Removes the live video types not kept; their rows stay for the appointments that name them. */
  async removeVideoTypesExcept(ex: Executor, providerId: number, keptIds: readonly number[]) {
    await ex
      .update(videoEncounterTypes)
      .set({ removedAt: sql`now()` })
      .where(
        and(
          live(providerId),
          keptIds.length > 0 ? notInArray(videoEncounterTypes.id, [...keptIds]) : undefined,
        ),
      );
  },

  async updateVideoType(ex: Executor, providerId: number, id: number, fields: VideoTypeFields) {
    await ex
      .update(videoEncounterTypes)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(live(providerId), eq(videoEncounterTypes.id, id)));
  },

  async insertVideoType(ex: Executor, providerId: number, slot: number, fields: VideoTypeFields) {
    await ex.insert(videoEncounterTypes).values({ providerId, slot, ...fields });
  },

  /** What booking `type` (and `videoTypeId`) with the provider costs and lasts, if offered. */
  async offer(ex: Executor, providerId: number, type: string, videoTypeId: number | null) {
    const [row] = await ex
      .select({
        active: encounterAccounts.active,
        quantityCents: encounterAccounts.quantityCents,
        videoTypeId: videoEncounterTypes.id,
        videoTypeName: videoEncounterTypes.encounterName,
        durationMinutes: videoEncounterTypes.durationMinutes,
        priceCents: videoEncounterTypes.priceCents,
      })
      .from(encounterAccounts)
      .leftJoin(
        videoEncounterTypes,
        and(live(providerId), eq(videoEncounterTypes.id, videoTypeId ?? -1)),
      )
      .where(
        and(
          eq(encounterAccounts.providerId, providerId),
          eq(encounterAccounts.encounterType, type),
        ),
      );
    return row;
  },
};
