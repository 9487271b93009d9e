import type { AdminClinic } from '@clinicall/shared/admin-clinic';
import type { Executor } from '../../db/database.js';
import { adminClinicsRepository as repo, type ClinicRow } from './admin-clinics.repository.js';

/** A copy of `value` without `keys`. */
export function without<T extends object, K extends keyof T>(
  value: T,
  keys: readonly K[],
): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** B13, B91: the clinic with its addresses, consents, experience boxes and parent account. */
export async function loadAdminClinic(ex: Executor, row: ClinicRow): Promise<AdminClinic> {
  const [addresses, experienceBoxes, consents, parentClinic] = await Promise.all([
    repo.addresses(ex, row.id),
    repo.experienceBoxes(ex, row.id),
    repo.consents(ex, row.id),
    repo.parentOf(ex, row.id),
  ]);
  return {
    ...without(row, ['createdAt', 'updatedAt']),
    consents: consents.map((c) => ({
      slot: c.slot,
      name: c.name,
      fileName: c.fileName,
      file: c.fileId,
      size: c.size,
    })),
    addressUSDTOList: addresses.map((a) => ({
      firstStreetLine: a.firstStreetLine,
      secondStreetLine: a.secondStreetLine,
      city: a.city,
      state: a.state,
      addressType: a.addressType,
      postalCode: a.postalCode,
      addressActive: a.addressActive,
    })),
    experienceBoxes,
    parentClinic,
  };
}

/** What an audit row compares before and after a save: every field, consents by content. */
export function auditSnapshot(clinic: AdminClinic | null) {
  if (!clinic) return null;
  return {
    ...without(clinic, ['consents', 'parentClinic', 'id']),
    consents: clinic.consents.map((c) => ({
      slot: c.slot,
      name: c.name,
      fileName: c.fileName,
      file: c.file,
    })),
  };
}
