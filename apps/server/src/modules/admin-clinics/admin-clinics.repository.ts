import type { ClinicAddress, ClinicListItem, ExperienceBox } from '@clinicall/shared/admin-clinic';
import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  clinicAddresses,
  clinicConsents,
  clinicExperienceBoxes,
  parentClinicMembers,
  parentClinics,
} from '../../db/schema/clinic-details.js';
import { clinics, partners } from '../../db/schema/clinics.js';

export type ClinicRow = typeof clinics.$inferSelect;
export type ClinicValues = Omit<typeof clinics.$inferInsert, 'id' | 'createdAt'>;
export type ConsentRow = typeof clinicConsents.$inferSelect;

const listColumns = {
  id: clinics.id,
  name: clinics.name,
  clinicType: clinics.clinicType,
  activated: clinics.activated,
  customUrl: clinics.customUrl,
};

/** `%keyword%` for ILIKE with the pattern characters taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Data access for the super admin's clinics: no rules here (the service holds them). */
export const adminClinicsRepository = {
  async find(
    ex: Executor,
    filter: { keyword?: string | undefined; activated?: boolean | undefined },
    page: { offset: number; limit: number },
  ): Promise<{ rows: ClinicListItem[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.keyword) conditions.push(ilike(clinics.name, containing(filter.keyword)));
    if (filter.activated !== undefined) conditions.push(eq(clinics.activated, filter.activated));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      ex
        .select(listColumns)
        .from(clinics)
        .where(where)
        .orderBy(asc(sql`lower(${clinics.name})`), asc(clinics.id))
        .limit(page.limit)
        .offset(page.offset),
      ex.select({ value: count() }).from(clinics).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  byId: async (ex: Executor, id: number): Promise<ClinicRow | undefined> =>
    (await ex.select().from(clinics).where(eq(clinics.id, id)))[0],

  async lockById(ex: Executor, id: number): Promise<ClinicRow | undefined> {
    const [row] = await ex.select().from(clinics).where(eq(clinics.id, id)).for('update');
    return row;
  },

  async customUrlTaken(ex: Executor, customUrl: string, exceptId: number | null) {
    const same = eq(sql`lower(${clinics.customUrl})`, customUrl.toLowerCase());
    const [row] = await ex
      .select({ id: clinics.id })
      .from(clinics)
      .where(exceptId === null ? same : and(same, ne(clinics.id, exceptId)))
      .limit(1);
    return row !== undefined;
  },

  async insert(ex: Executor, values: ClinicValues): Promise<ClinicRow> {
    const [row] = await ex.insert(clinics).values(values).returning();
    if (!row) throw new Error('clinic insert returned no row');
    return row;
  },

  async update(ex: Executor, id: number, values: Partial<ClinicValues>): Promise<ClinicRow> {
    const [row] = await ex
      .update(clinics)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(clinics.id, id))
      .returning();
    if (!row) throw new Error('clinic update returned no row');
    return row;
  },

  addresses: (ex: Executor, clinicId: number) =>
    ex
      .select()
      .from(clinicAddresses)
      .where(eq(clinicAddresses.clinicId, clinicId))
      .orderBy(asc(clinicAddresses.position)),

  async replaceAddresses(ex: Executor, clinicId: number, list: ClinicAddress[]) {
    await ex.delete(clinicAddresses).where(eq(clinicAddresses.clinicId, clinicId));
    if (list.length === 0) return;
    await ex
      .insert(clinicAddresses)
      .values(list.map((address, position) => ({ ...address, clinicId, position })));
  },

  experienceBoxes: (ex: Executor, clinicId: number) =>
    ex
      .select({ name: clinicExperienceBoxes.name, url: clinicExperienceBoxes.url })
      .from(clinicExperienceBoxes)
      .where(eq(clinicExperienceBoxes.clinicId, clinicId))
      .orderBy(asc(clinicExperienceBoxes.position)),

  async replaceExperienceBoxes(ex: Executor, clinicId: number, list: ExperienceBox[]) {
    await ex.delete(clinicExperienceBoxes).where(eq(clinicExperienceBoxes.clinicId, clinicId));
    if (list.length === 0) return;
    await ex
      .insert(clinicExperienceBoxes)
      .values(list.map((box, position) => ({ ...box, clinicId, position })));
  },

  consents: (ex: Executor, clinicId: number): Promise<ConsentRow[]> =>
    ex
      .select()
      .from(clinicConsents)
      .where(eq(clinicConsents.clinicId, clinicId))
      .orderBy(asc(clinicConsents.slot)),

  async replaceConsents(ex: Executor, clinicId: number, list: Omit<ConsentRow, 'clinicId'>[]) {
    await ex.delete(clinicConsents).where(eq(clinicConsents.clinicId, clinicId));
    if (list.length === 0) return;
    await ex.insert(clinicConsents).values(list.map((consent) => ({ ...consent, clinicId })));
  },

  async parentOf(ex: Executor, clinicId: number) {
    const [row] = await ex
      .select({ id: parentClinics.id, name: parentClinics.name })
      .from(parentClinicMembers)
      .innerJoin(parentClinics, eq(parentClinics.id, parentClinicMembers.parentClinicId))
      .where(eq(parentClinicMembers.clinicId, clinicId));
    return row ?? null;
  },

  partners: (ex: Executor, partnerType: string | undefined) =>
    ex
      .select({
        id: partners.id,
        companyName: partners.companyName,
        partnerType: partners.partnerType,
        selectable: partners.selectable,
        needsExternalId: partners.needsExternalId,
        needsAssociatedPartner: partners.needsAssociatedPartner,
      })
      .from(partners)
      .where(partnerType ? eq(partners.partnerType, partnerType) : undefined)
      .orderBy(asc(partners.companyName)),

  async partner(ex: Executor, id: number) {
    const [row] = await ex.select().from(partners).where(eq(partners.id, id));
    return row;
  },

  async consentFile(ex: Executor, clinicId: number, fileId: string) {
    const [row] = await ex
      .select()
      .from(clinicConsents)
      .where(and(eq(clinicConsents.clinicId, clinicId), eq(clinicConsents.fileId, fileId)));
    return row;
  },

  async logoInUse(ex: Executor, path: string) {
    const [row] = await ex
      .select({ id: clinics.id })
      .from(clinics)
      .where(
        sql`${clinics.customLogo} = ${path} or ${clinics.customTopLogo} = ${path}
          or ${clinics.storageUrls} @> ${JSON.stringify([path])}::jsonb`,
      )
      .limit(1);
    return row !== undefined;
  },
};
