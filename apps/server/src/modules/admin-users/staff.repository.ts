import type { ClinicRef } from '@clinicall/shared/admin-users';
import type { Role } from '@clinicall/shared/roles';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { emailChangeKeys } from '../../db/schema/email-changes.js';
import { users } from '../../db/schema/identity.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type StaffFilter = {
  role: Role;
  keyword: string;
  /** Only users of this clinic (the super admin's clinic filter, or a clinic admin's own). */
  clinicIds?: readonly number[] | undefined;
  activated?: boolean | undefined;
  page: number;
  size: number;
};

/** The listed user's id inside a correlated subquery, qualified so no alias there can shadow it. */
const outerUserId = sql.raw('"users"."id"');

const memberOf = (clinicIds: readonly number[]) =>
  clinicIds.length === 0
    ? sql`false`
    : exists(
        sql`(select 1 from ${clinicMemberships} m where m.user_id = ${outerUserId}
      and m.clinic_id in (${sql.join(
        clinicIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
      );

/** The user's clinics as `{ id, name }`, limited to `clinicIds` when given, by name. */
const clinicsOf = (clinicIds?: readonly number[]) =>
  sql<ClinicRef[]>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name)
      order by c.name, c.id)
    from ${clinicMemberships} m join ${clinics} c on c.id = m.clinic_id
    where m.user_id = ${outerUserId}${
      clinicIds && clinicIds.length > 0
        ? sql` and m.clinic_id in (${sql.join(
            clinicIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }), '[]'::json)`;

function keywordCondition(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

export const staffRepository = {
  /** One page of a role's users, by last then first name, with the total for the pager. */
  async page(ex: Executor, filter: StaffFilter) {
    const where = and(
      eq(users.role, filter.role),
      keywordCondition(filter.keyword),
      filter.activated === undefined ? undefined : eq(users.activated, filter.activated),
      filter.clinicIds ? memberOf(filter.clinicIds) : undefined,
    );
    const rows = await ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        activated: users.activated,
        clinics: clinicsOf(filter.clinicIds),
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(filter.size)
      .offset(filter.page * filter.size);
    const total = rows[0]?.total ?? 0;
    return {
      content: rows.map(({ total: _total, ...row }) => row),
      totalElements: total,
      last: (filter.page + 1) * filter.size >= total,
    };
  },

  /** Users of a role in one clinic, for the link pickers (active and inactive, by name). */
  async ofClinic(ex: Executor, role: Role, clinicId: number) {
    return ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        activated: users.activated,
      })
      .from(users)
      .innerJoin(clinicMemberships, eq(clinicMemberships.userId, users.id))
      .where(and(eq(users.role, role), eq(clinicMemberships.clinicId, clinicId)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  },

  /** A user of `role` by id or e-mail, with their clinics; locked when inside a change. */
  async find(ex: Executor, role: Role, key: number | string, options: { lock?: boolean } = {}) {
    const query = ex
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        activated: users.activated,
        imagePath: users.imagePath,
      })
      .from(users)
      .where(
        and(
          eq(users.role, role),
          typeof key === 'number' ? eq(users.id, key) : eq(users.email, key),
        ),
      );
    const [row] = options.lock ? await query.for('update') : await query;
    if (!row) return undefined;
    return { ...row, clinics: await this.clinicsOfUser(ex, row.id) };
  },

  async clinicsOfUser(ex: Executor, userId: number): Promise<ClinicRef[]> {
    return ex
      .select({ id: clinics.id, name: clinics.name })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(eq(clinicMemberships.userId, userId))
      .orderBy(asc(clinicMemberships.createdAt), asc(clinics.id));
  },

  async clinicExists(ex: Executor, clinicId: number) {
    const [row] = await ex.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId));
    return row !== undefined;
  },

  /** Active clinics, and any the user already belongs to: the clinic choices of a staff form. */
  async clinicChoices(ex: Executor, userId: number | null) {
    return ex
      .select({ id: clinics.id, name: clinics.name })
      .from(clinics)
      .where(
        or(
          eq(clinics.activated, true),
          userId === null
            ? undefined
            : exists(
                ex
                  .select({ one: sql`1` })
                  .from(clinicMemberships)
                  .where(
                    and(
                      eq(clinicMemberships.clinicId, clinics.id),
                      eq(clinicMemberships.userId, userId),
                    ),
                  ),
              ),
        ),
      )
      .orderBy(asc(clinics.name), asc(clinics.id));
  },

  /**
   * Makes `clinicId` the user's clinic for the role: a user created here has one; an edit moves
   * them from their first clinic to the chosen one and keeps any others the seed or sign-up gave.
   */
  async placeInClinic(ex: Executor, userId: number, role: Role, clinicId: number) {
    const current = await this.clinicsOfUser(ex, userId);
    if (current.some((c) => c.id === clinicId)) return;
    const first = current[0];
    if (first) {
      await ex
        .delete(clinicMemberships)
        .where(and(eq(clinicMemberships.userId, userId), eq(clinicMemberships.clinicId, first.id)));
    }
    await ex.insert(clinicMemberships).values({ userId, clinicId, role });
  },

  async updateUser(
    ex: Executor,
    userId: number,
    fields: { firstName: string; lastName: string; activated: boolean },
  ) {
    await ex
      .update(users)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  },

  /** The ids among `ids` of users with `role` in one of `clinicIds`. */
  async idsInClinics(ex: Executor, role: Role, ids: readonly number[], clinicIds: number[]) {
    if (ids.length === 0 || clinicIds.length === 0) return [];
    const rows = await ex
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(clinicMemberships, eq(clinicMemberships.userId, users.id))
      .where(
        and(
          eq(users.role, role),
          inArray(users.id, [...ids]),
          inArray(clinicMemberships.clinicId, clinicIds),
        ),
      );
    return rows.map((r) => r.id);
  },

  /** The address an open e-mail change waits to move the account to, if any. */
  async pendingEmail(ex: Executor, userId: number) {
    const [row] = await ex
      .select({ newEmail: emailChangeKeys.newEmail })
      .from(emailChangeKeys)
      .where(
        and(
          eq(emailChangeKeys.userId, userId),
          isNull(emailChangeKeys.appliedAt),
          isNull(emailChangeKeys.supersededAt),
          isNull(emailChangeKeys.undoneAt),
          gt(emailChangeKeys.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(emailChangeKeys.createdAt))
      .limit(1);
    return row?.newEmail ?? null;
  },
};
