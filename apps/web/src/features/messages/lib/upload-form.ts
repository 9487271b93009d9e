import type { z } from 'zod';
import { ErrorResponseSchema } from '@clinicall/shared/errors';
import { Messages } from '@clinicall/shared/messages';
import { ApiError, networkError } from '../../../lib/api-error';
import { setAuthHeaders } from '../../../lib/auth/auth-headers';
import { endSession } from '../../../lib/auth/session-events';

/**
 * Posts a multipart form with XMLHttpRequest, whose `upload.onprogress` reports bytes sent in every
 * browser (fetch cannot report upload progress without request streams, which need HTTP/2 and
 * half-duplex support). Answers the parsed JSON, or throws the server's ApiError.
 */
export function postForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
  onProgress: (fraction: number) => void,
  extraHeaders: Record<string, string> = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const headers = new Headers({ Accept: 'application/json' });
    setAuthHeaders(headers);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
        return reject(
          new ApiError(xhr.status, {
            code: 'BAD_RESPONSE',
            errorMessage: 'The server sent an answer this page does not understand.',
          }),
        );
      }
      if (xhr.status === 401) endSession();
      const error = ErrorResponseSchema.safeParse(body);
      reject(
        error.success
          ? new ApiError(xhr.status, error.data)
          : new ApiError(xhr.status, {
              code: 'UNEXPECTED_ANSWER',
              errorMessage: xhr.status >= 500 ? Messages.generic.internal : Messages.generic.error,
            }),
      );
    };
    xhr.send(form);
  });
}
