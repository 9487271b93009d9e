import { ApiError } from '../../../lib/api-error';

/** B57: "Could not add Parent Account" plus the server's detail when it gave one. */
export function parentFailureText(error: unknown, title: string) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return `${title}: ${error.message}`;
  }
  return title;
}
