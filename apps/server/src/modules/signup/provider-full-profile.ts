import type { Multipart } from '@fastify/multipart';
import { ProviderRegisterRequestSchema } from '@clinicall/shared/signup/schemas';
import { domainError } from '../../lib/domain-error.js';
import type { PhotoService } from '../patients/photo.service.js';
import type { ProviderRegisterBody } from './signup-profiles.js';

function parseAccount(value: unknown): ProviderRegisterBody {
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw domainError('VALIDATION', 'The account (providerDTOJson) is not valid JSON.');
  }
  return ProviderRegisterRequestSchema.parse(json);
}

/**
 * F128: the parts of POST /providers/fullProfile: the account as `providerDTOJson` and an optional
 * `photo`, stored (checked by content, at most 3 MB, resized) as it streams in. Other parts are
 * skipped. A failure after the photo was stored removes it.
 */
export async function readProviderFullProfile(
  parts: AsyncIterableIterator<Multipart>,
  photos: Pick<PhotoService, 'store' | 'discard'>,
): Promise<{ body: ProviderRegisterBody; photo: string | undefined }> {
  let body: ProviderRegisterBody | undefined;
  let photo: string | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'providerDTOJson') body = parseAccount(part.value);
      } else if (part.fieldname === 'photo' && photo === undefined) {
        photo = await photos.store({ fileName: part.filename, stream: part.file });
      } else {
        part.file.resume();
      }
    }
    if (!body) throw domainError('VALIDATION', 'The account (providerDTOJson) is missing.');
    return { body, photo };
  } catch (error) {
    if (photo) await photos.discard(photo);
    throw error;
  }
}
