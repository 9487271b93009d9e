import { AdminClinicMessages as M } from '@clinicall/shared/admin-clinic';
import { ApiError } from '../../../lib/api-error';

/**
 * B12, B15: a taken custom URL says so; a refusal of the input (a consent or logo rule) shows the
 * server's own text; anything else the screen's generic failure.
 */
export function saveFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'CUSTOM_URL_TAKEN') return M.customUrlTaken;
  if (error.status >= 400 && error.status < 500 && error.code !== 'UNEXPECTED_ANSWER') {
    return error.message;
  }
  return fallback;
}
