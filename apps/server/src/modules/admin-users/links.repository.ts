import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { assistantProviders } from '../../db/schema/profiles.js';

type Side = 'assistant' | 'provider';

const column = (side: Side) =>
  side === 'assistant' ? assistantProviders.assistantId : assistantProviders.providerId;
const other = (side: Side) =>
  side === 'assistant' ? assistantProviders.providerId : assistantProviders.assistantId;

/** Assistant ↔ provider links (the table the assist dashboard reads), seen from either side. */
export const linksRepository = {
  /** The ids linked to `userId`, who stands on `side` of the link. */
  async linked(ex: Executor, side: Side, userId: number) {
    const rows = await ex
      .select({ id: other(side) })
      .from(assistantProviders)
      .where(eq(column(side), userId))
      .orderBy(asc(other(side)));
    return rows.map((r) => r.id);
  },

  /**
   * Makes `userId`'s links exactly `wanted`, touching only links to ids in `within` when given
   * (a clinic admin edits the links to their own clinic's users and leaves the others). Removing a
   * link ends the assistant's acting sessions for that provider (migration 0003's trigger).
   */
  async replace(
    ex: Executor,
    side: Side,
    userId: number,
    wanted: readonly number[],
    within?: readonly number[],
  ) {
    const mine = eq(column(side), userId);
    await ex
      .delete(assistantProviders)
      .where(
        and(
          mine,
          wanted.length ? notInArray(other(side), [...wanted]) : undefined,
          within ? inArray(other(side), within.length ? [...within] : [0]) : undefined,
        ),
      );
    if (wanted.length === 0) return;
    await ex
      .insert(assistantProviders)
      .values(
        wanted.map((id) =>
          side === 'assistant'
            ? { assistantId: userId, providerId: id }
            : { assistantId: id, providerId: userId },
        ),
      )
      .onConflictDoNothing();
  },
};
