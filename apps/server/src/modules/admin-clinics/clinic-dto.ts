import type { AdminClinic } from '@clinicall/shared/admin-clinic';
import type { Executor } from '../../db/database.js';
import { adminClinicsRepository as repo, type ClinicRow } from './admin-clinics.repository.js';

/** B13, B91: the clinic with its addresses, consents, experience boxes and parent account. */
export async function loadAdminClinic(ex: Executor, row: ClinicRow): Promise<AdminClinic> {
  const [addresses, experienceBoxes, consents, parentClinic] = await Promise.all([
    repo.addresses(ex, row.id),
    repo.experienceBoxes(ex, row.id),
    repo.consents(ex, row.id),
    repo.parentOf(ex, row.id),
  ]);
  const { createdAt, updatedAt, ...columns } = row;
  void createdAt;
  void updatedAt;
  return {
    ...columns,
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
  const { consents, parentClinic, id, ...rest } = clinic;
  void parentClinic;
  void id;
  return {
    ...rest,
    consents: consents.map((c) => ({
      slot: c.slot,
      name: c.name,
      fileName: c.fileName,
      file: c.file,
    })),
  };
}
