import { apiBlob } from '../../../lib/api-client';

/**
 * E56, E57: downloads an encounter's file; a `.dcm` opens in a new window, anything else is saved.
 * A 403 rejects with the ApiError the caller turns into the forbidden notice (E58).
 */
export async function downloadEncounterFile(encounterId: number, fileName: string) {
  const query = new URLSearchParams({ encounterId: String(encounterId), fileName });
  const blob = await apiBlob(`/encounter/download?${query.toString()}`);
  const url = URL.createObjectURL(blob);
  if (fileName.toLowerCase().endsWith('.dcm')) {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  // The browser has the bytes once the save or the window started; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
