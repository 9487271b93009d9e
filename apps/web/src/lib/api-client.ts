import type { z } from 'zod';
import type { AuthToken } from '@clinicall/shared/identity';
import { ApiError, apiErrorFrom, networkError } from './api-error';
import { setAuthHeaders } from './auth/auth-headers';
import { endSession } from './auth/session-events';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Sign-in and reset calls: a 401 there is an answer to show, not a lost session. */
  isPublic?: boolean;
  /** Sends this token instead of the stored one, e.g. to revoke a token that is being replaced. */
  token?: AuthToken | null;
  signal?: AbortSignal;
}

/**
 * The schema the answer must match, or the promise of it: the login path imports its schemas (and
 * with them zod) beside its first request instead of with the screen.
 */
type SchemaOptions<S extends z.ZodType> = RequestOptions & { schema: S | Promise<S> };

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  // A FormData body (uploads) sets its own multipart type and boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  setAuthHeaders(headers, options.token);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function bodyOf(body: unknown): BodyInit | null {
  if (body === undefined) return null;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: bodyOf(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
  if (response.ok) return response;
  const error = await apiErrorFrom(response);
  // A27: a protected call refused as unauthenticated ends the session, otp or not.
  if (response.status === 401 && options.isPublic !== true) endSession();
  throw error;
}

/** Calls `/api{path}` and answers the body as bytes (file downloads, E56). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

/** Calls `/api{path}`; with a schema the JSON answer is parsed, so a contract drift fails loudly. */
export async function apiRequest(path: string, options?: RequestOptions): Promise<void>;
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: SchemaOptions<S>,
): Promise<z.output<S>>;
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions | SchemaOptions<S> = {},
): Promise<z.output<S> | undefined> {
  if (!('schema' in options)) {
    await send(path, options);
    return undefined;
  }
  const [response, schema] = await Promise.all([send(path, options), options.schema]);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (parsed.success) return parsed.data;
  throw new ApiError(response.status, {
    code: 'BAD_RESPONSE',
    errorMessage: 'The server sent an answer this page does not understand.',
    detail: `${options.method ?? 'GET'} ${path}`,
  });
}
