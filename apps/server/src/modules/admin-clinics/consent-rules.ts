import {
  AdminClinicLimits,
  AdminClinicMessages as M,
  type ClinicInputParsed,
} from '@clinicall/shared/admin-clinic';
import { domainError } from '../../lib/domain-error.js';
import type { ConsentRow } from './admin-clinics.repository.js';
import type { StoredConsentUpload } from './clinic-uploads.js';

export type ConsentSlot = Omit<ConsentRow, 'clinicId'>;

const refuse = (message: string) => domainError('VALIDATION', message);

/**
 * B28–B36: the consent slots a save keeps. Each slot holds the PDF the clinic already has (named by
 * `file`) or the one uploaded as `consentFile{slot}`. Consent off keeps none (B29). Consent on needs
 * the first slot filled and no gap before a later one (B30), a name and a file together (B31, B32),
 * and no file twice (B35, by content).
 */
export function consentSlots(
  input: Pick<ClinicInputParsed, 'allowConsent' | 'consents'>,
  uploads: ReadonlyMap<number, StoredConsentUpload>,
  existing: readonly ConsentRow[],
): ConsentSlot[] {
  if (!input.allowConsent) return [];
  const slots: ConsentSlot[] = [];
  let gapAt: number | null = null;
  for (let slot = 1; slot <= AdminClinicLimits.consentSlots; slot += 1) {
    const entry = input.consents[slot - 1];
    const name = entry?.name.trim() ?? '';
    const kept = entry?.file ? existing.find((row) => row.fileId === entry.file) : undefined;
    if (entry?.file && !kept && !uploads.has(slot)) throw refuse(M.consentNeedsFile(slot));
    const file = uploads.get(slot) ?? kept;
    if (!name && !file) {
      if (slot === 1) throw refuse(M.consentOrder);
      gapAt ??= slot;
      continue;
    }
    if (gapAt !== null) throw refuse(M.consentOrder);
    if (!name) throw refuse(M.consentNeedsName(slot));
    if (!file) throw refuse(M.consentNeedsFile(slot));
    const { fileName, fileId, size, sha256 } = file;
    slots.push({ slot, name, fileName, fileId, size, sha256 });
  }
  if (new Set(slots.map((s) => s.sha256)).size !== slots.length) throw refuse(M.consentDuplicate);
  return slots;
}
