import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import {
  AdminClinicLimits,
  AdminClinicMessages,
  CLINIC_IMAGE_PATH_PREFIX,
  LOGO_EXTENSIONS,
} from '@clinicall/shared/admin-clinic';
import { extensionOf } from '@clinicall/shared/files';
import type { FastifyRequest } from 'fastify';
import { domainError } from '../../lib/domain-error.js';
import { storeChecked, type FileStorage } from '../storage/storage.service.js';

export type StoredConsentUpload = {
  fileName: string;
  fileId: string;
  size: number;
  sha256: string;
};
export type StoredLogo = { path: string; key: string };

/** What a multipart clinic save carried: the clinic's JSON and the files, already stored. */
export type ClinicUploads = {
  json: string | undefined;
  consents: Map<number, StoredConsentUpload>;
  logo: StoredLogo | null;
  topLogo: StoredLogo | null;
  /** B52: experience images, stored and served like the logos. */
  images: StoredLogo[];
};

/**
 * Public address of a stored logo or experience image; the part after the prefix is its file
 * under `clinic-logos/`.
 */
export const LOGO_PATH_PREFIX = CLINIC_IMAGE_PATH_PREFIX;
export const logoKey = (path: string) => `clinic-logos/${path.slice(LOGO_PATH_PREFIX.length)}`;
export const consentKey = (fileId: string) => `clinic-consents/${fileId}`;

const CONSENT_FIELD = /^consentFile([1-3])$/;

/** B34: a name that is only an extension (".pdf") or nothing at all. */
const emptyName = (fileName: string) => {
  const base = fileName.split(/[\\/]/).pop()?.trim() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot < 0 ? base : base.slice(0, dot)).trim() === '';
};

async function storeConsent(storage: FileStorage, fileName: string, stream: Readable) {
  if (emptyName(fileName)) throw domainError('VALIDATION', AdminClinicMessages.consentEmptyName);
  const fileId = `${randomUUID()}.pdf`;
  const hash = createHash('sha256');
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  stream.on('error', (error) => counted.destroy(error));
  stream.pipe(counted);
  // B33: PDF by content, at most 2,000,000 bytes; one text for either refusal.
  const { size } = await storeChecked(
    storage,
    consentKey(fileId),
    { fileName, stream: counted },
    {
      maxBytes: AdminClinicLimits.consentBytes,
      extensions: ['pdf'],
      tooLargeMessage: AdminClinicMessages.consentFile,
      wrongTypeMessage: AdminClinicMessages.consentFile,
    },
  );
  return {
    fileName: fileName.split(/[\\/]/).pop()!.trim(),
    fileId,
    size,
    sha256: hash.digest('hex'),
  };
}

async function storeLogo(
  storage: FileStorage,
  fileName: string,
  stream: Readable,
  wrongTypeMessage: string = AdminClinicMessages.logoType,
) {
  // The name's extension is checked against the content by storeChecked before anything is kept.
  const extension = extensionOf(fileName).replace(/^jpeg$/, 'jpg');
  const path = `${LOGO_PATH_PREFIX}${randomUUID()}.${extension}`;
  const key = logoKey(path);
  await storeChecked(
    storage,
    key,
    { fileName, stream },
    {
      maxBytes: AdminClinicLimits.logoBytes,
      extensions: LOGO_EXTENSIONS,
      tooLargeMessage: AdminClinicMessages.logoTooLarge,
      wrongTypeMessage,
    },
  );
  return { path, key };
}

/** Removes what a failed save had stored. */
export async function discardUploads(storage: FileStorage, uploads: ClinicUploads) {
  const keys = [
    ...[...uploads.consents.values()].map((c) => consentKey(c.fileId)),
    ...[uploads.logo, uploads.topLogo].flatMap((logo) => (logo ? [logo.key] : [])),
    ...uploads.images.map((image) => image.key),
  ];
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/**
 * B10, B14: reads `clinicDTOJson`, `consentFile1`–`consentFile3`, `file` (login logo),
 * `topLogoFile` and up to 5 `experienceImage` files (B52), streaming each file through its content and size check into storage. On any
 * failure what was stored is removed and nothing else happened.
 */
export async function receiveClinicUploads(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ClinicUploads> {
  const uploads: ClinicUploads = {
    json: undefined,
    consents: new Map(),
    logo: null,
    topLogo: null,
    images: [],
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'clinicDTOJson') uploads.json = String(part.value);
        continue;
      }
      const slot = CONSENT_FIELD.exec(part.fieldname)?.[1];
      if (slot && !uploads.consents.has(Number(slot))) {
        uploads.consents.set(Number(slot), await storeConsent(storage, part.filename, part.file));
      } else if (part.fieldname === 'file' && !uploads.logo) {
        uploads.logo = await storeLogo(storage, part.filename, part.file);
      } else if (part.fieldname === 'topLogoFile' && !uploads.topLogo) {
        uploads.topLogo = await storeLogo(storage, part.filename, part.file);
      } else if (part.fieldname === 'experienceImage') {
        if (uploads.images.length >= AdminClinicLimits.storageUrls) {
          part.file.resume();
          throw domainError('VALIDATION', AdminClinicMessages.tooManyImages);
        }
        const image = await storeLogo(
          storage,
          part.filename,
          part.file,
          AdminClinicMessages.imageType,
        );
        uploads.images.push(image);
      } else {
        part.file.resume();
        throw domainError('VALIDATION', `Unexpected file field: ${part.fieldname}`);
      }
    }
    return uploads;
  } catch (error) {
    await discardUploads(storage, uploads);
    throw error;
  }
}
