import type { UsageReportQuery } from '@clinicall/shared/admin-report/usage-report';
import { apiErrorFrom, networkError } from '../../../lib/api-error';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { endSession } from '../../../lib/auth/session-events';

/**
 * B88: the usage report of the days `from`..`to`, read as it streams so the page can show how much
 * has arrived (`onProgress`, in bytes). The server streams without a length: there is no total to
 * show, only what came so far.
 */
export async function downloadUsageReport(
  range: UsageReportQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const headers = new Headers({ Accept: 'text/csv' });
  setAuthHeaders(headers);
  const params = new URLSearchParams({ from: range.from, to: range.to });
  let response: Response;
  try {
    response = await fetch(`/api/admin/report/encounter/csv?${params.toString()}`, {
      headers,
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) {
    const error = await apiErrorFrom(response);
    if (response.status === 401) endSession();
    throw error;
  }
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: 'text/csv' });
}
