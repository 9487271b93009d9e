import { extensionOf } from '@clinicall/shared/files';

/**
 * E57, F54 (spec 1 §7): a downloaded DICOM file (.dcm) opens in a new window; any other is saved
 * under its name. The bytes come from `fetchBlob` (with the session's headers: a plain link could
 * not carry them). The window opens before the fetch so the click still counts as the user's and
 * no popup blocker stops it; it closes again if the fetch fails, whose error is rethrown.
 */
export async function openOrSaveFile(fileName: string, fetchBlob: () => Promise<Blob>) {
  const viewer = extensionOf(fileName) === 'dcm' ? window.open('', '_blank') : null;
  let blob: Blob;
  try {
    blob = await fetchBlob();
  } catch (error) {
    viewer?.close();
    throw error;
  }
  const url = URL.createObjectURL(blob);
  if (viewer) {
    viewer.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The browser has the bytes once the save or the window started; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
