import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { FileLimits, FileMessages, PHOTO_EXTENSIONS } from '@clinicall/shared/files';
import type { Db } from '../../db/database.js';
import { FileNotFoundError } from '../storage/file-storage.js';
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

    /** A new photo for the user; the one it replaces is removed once the change is committed. */
    async replace(userId: number, upload: { fileName: string; stream: Readable }) {
      const key = await store(upload);
      const previous = await db.transaction((tx) => repo.setImagePath(tx, userId, key));
      if (previous) await storage.remove(previous);
      return key;
    },

    /** The stored photo of a user, or null when they have none (or its file is gone). */
    async read(imagePath: string | null) {
      if (!imagePath) return null;
      try {
        return await storage.read(imagePath);
      } catch (error) {
        if (error instanceof FileNotFoundError) return null;
        throw error;
      }
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
