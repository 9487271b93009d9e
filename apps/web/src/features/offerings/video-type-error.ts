import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import { isApiError } from '../../lib/api-error';

/** C12, C13: a refused video type save says why in the spec's words. */
export function videoTypeErrorText(error: unknown): string {
  return isApiError(error) && error.code === 'NO_TEMPLATES' ? M.noTemplates : M.videoTypeSaveFailed;
}
