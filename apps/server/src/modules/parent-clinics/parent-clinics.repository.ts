import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { parentClinicMembers, parentClinics } from '../../db/schema/clinic-details.js';
import { clinics } from '../../db/schema/clinics.js';

export type ParentRow = typeof parentClinics.$inferSelect;
type ParentValues = Pick<ParentRow, 'name' | 'description' | 'activated'>;

const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Data access for parent accounts (B55–B59). */
export const parentClinicsRepository = {
  async find(
    ex: Executor,
    filter: { query?: string | undefined; active: boolean; inactive: boolean },
    page: { offset: number; limit: number },
  ) {
    const conditions: SQL[] = [];
    if (filter.query) conditions.push(ilike(parentClinics.name, containing(filter.query)));
    // Both flags off shows nothing, as unticking both filters would.
    if (!filter.active || !filter.inactive) {
      conditions.push(
        filter.active || filter.inactive ? eq(parentClinics.activated, filter.active) : sql`false`,
      );
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      ex
        .select()
        .from(parentClinics)
        .where(where)
        .orderBy(asc(sql`lower(${parentClinics.name})`), asc(parentClinics.id))
        .limit(page.limit)
        .offset(page.offset),
      ex.select({ value: count() }).from(parentClinics).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async byId(ex: Executor, id: number, lock = false) {
    const query = ex.select().from(parentClinics).where(eq(parentClinics.id, id));
    return (lock ? await query.for('update') : await query)[0];
  },

  /** The clinics of these parent accounts, by name. */
  clinicsOf: (ex: Executor, parentIds: number[]) =>
    parentIds.length === 0
      ? Promise.resolve([])
      : ex
          .select({
            parentClinicId: parentClinicMembers.parentClinicId,
            id: clinics.id,
            name: clinics.name,
          })
          .from(parentClinicMembers)
          .innerJoin(clinics, eq(clinics.id, parentClinicMembers.clinicId))
          .where(inArray(parentClinicMembers.parentClinicId, parentIds))
          .orderBy(asc(sql`lower(${clinics.name})`)),

  existingClinics: (ex: Executor, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : ex.select({ id: clinics.id }).from(clinics).where(inArray(clinics.id, ids)),

  /** Chosen clinics that another parent account already holds. */
  heldElsewhere: (ex: Executor, clinicIds: number[], parentId: number | null) =>
    clinicIds.length === 0
      ? Promise.resolve([])
      : ex
          .select({ clinic: clinics.name, parent: parentClinics.name })
          .from(parentClinicMembers)
          .innerJoin(clinics, eq(clinics.id, parentClinicMembers.clinicId))
          .innerJoin(parentClinics, eq(parentClinics.id, parentClinicMembers.parentClinicId))
          .where(
            and(
              inArray(parentClinicMembers.clinicId, clinicIds),
              parentId === null ? undefined : ne(parentClinicMembers.parentClinicId, parentId),
            ),
          ),

  async insert(ex: Executor, values: ParentValues) {
    const [row] = await ex.insert(parentClinics).values(values).returning();
    if (!row) throw new Error('parent clinic insert returned no row');
    return row;
  },

  async update(ex: Executor, id: number, values: ParentValues) {
    const [row] = await ex
      .update(parentClinics)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(parentClinics.id, id))
      .returning();
    if (!row) throw new Error('parent clinic update returned no row');
    return row;
  },

  async replaceClinics(ex: Executor, parentId: number, clinicIds: number[]) {
    await ex.delete(parentClinicMembers).where(eq(parentClinicMembers.parentClinicId, parentId));
    if (clinicIds.length === 0) return;
    await ex
      .insert(parentClinicMembers)
      .values(clinicIds.map((clinicId) => ({ parentClinicId: parentId, clinicId })));
  },
};
