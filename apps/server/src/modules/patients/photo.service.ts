import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { FileLimits, FileMessages, PHOTO_EXTENSIONS } from '@clinicall/shared/files';
import type { Db } from '../../db/database.js';
import { profileRepository as repo } from './profile.repository.js';

/** Photos are kept at most this wide and high: a profile shows them far smaller. */
const PHOTO_MAX_PIXELS = 512;

/** What the photo service needs of the storage port (app.ts hands it the storage module's). */
export type PhotoStorage = {
  write(key: string, source: Readable): Promise<number>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
};

export type StoreChecked = (
  storage: PhotoStorage,
  key: string,
  upload: { fileName: string; stream: Readable },
  policy: {
    maxBytes: number;
    extensions: readonly (typeof PHOTO_EXTENSIONS)[number][];
    tooLargeMessage?: string;
  },
) => Promise<unknown>;

/** F40, F41, F118: profile photos, checked by size and content, resized, then stored. */
export function createPhotoService({
  db,
  storage,
  storeChecked,
}: {
  db: Db;
  storage: PhotoStorage;
  storeChecked: StoreChecked;
}) {
  /** Checks a photo by size and content, resizes it and keeps it; answers its storage key. */
  async function store(upload: { fileName: string; stream: Readable }) {
    const originalKey = `photos/upload-${randomUUID()}`;
    await storeChecked(storage, originalKey, upload, {
      maxBytes: FileLimits.photoBytes,
      extensions: PHOTO_EXTENSIONS,
      tooLargeMessage: FileMessages.photoTooLarge,
    });
    try {
      const original = await buffer(await storage.read(originalKey));
      // Loaded at the first photo: the image library and its native parts cost every start time.
      const { default: sharp } = await import('sharp');
      const resized = await sharp(original)
        .rotate()
        .resize(PHOTO_MAX_PIXELS, PHOTO_MAX_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
      const key = `photos/${randomUUID()}.jpg`;
      await storage.write(key, Readable.from([resized]));
      return key;
    } finally {
      await storage.remove(originalKey);
    }
  }

  return {
    store,

    /** A stored photo no account took (its sign-up failed). */
    discard: (key: string) => storage.remove(key),

    async replace(userId: number, upload: { fileName: string; stream: Readable }) {
      const key = await store(upload);
      await repo.setImagePath(db, userId, key);
      return key;
    },

    /** The stored photo of a user, or null when they have none. */
    async read(imagePath: string | null) {
      return imagePath ? storage.read(imagePath) : null;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
