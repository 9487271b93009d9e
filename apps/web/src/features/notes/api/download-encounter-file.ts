import { apiBlob } from '../../../lib/api-client';
import { openOrSaveFile } from '../../../lib/open-or-save-file';

/**
 * E56, E57: downloads an encounter's file; a `.dcm` opens in a new window, anything else is saved.
 * A 403 rejects with the ApiError the caller turns into the forbidden notice (E58).
 */
export function downloadEncounterFile(encounterId: number, fileName: string) {
  const query = new URLSearchParams({ encounterId: String(encounterId), fileName });
  return openOrSaveFile(fileName, () => apiBlob(`/encounter/download?${query.toString()}`));
}
