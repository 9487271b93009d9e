import type { ZodType } from 'zod';

/**
 * Work in progress (a booking, a note) kept in this browser, one key per user, so that sign-out
 * can forget every draft at once and one person's draft is never offered to the next person on a
 * shared computer (issue 19 path 9). Only `import type` from zod: the login screen loads this
 * module (sign-out clears drafts) and ships without zod.
 */
const PREFIX = 'clinicall.draft.';

/** Keys written before drafts were keyed by user; a browser may still hold them. */
const LEGACY_PREFIXES = ['clinicall.booking-draft.', 'clinicall.notes.'];

/** `local` outlives the tab (a booking, C39); `session` lives as long as the tab (a note, E44). */
export type DraftArea = 'local' | 'session';

const storageOf = (area: DraftArea): Storage =>
  area === 'local' ? window.localStorage : window.sessionStorage;

/** The key of one user's draft of one kind (`name`, e.g. `booking.patient` or `note.5`). */
export const draftKey = (userId: number, name: string) => `${PREFIX}${userId}.${name}`;

export interface DraftSlot<T> {
  read(): T | null;
  write(value: T): void;
  remove(): void;
}

/** One draft under a `draftKey`; what is read back is parsed like any outside input. */
export function draftSlot<T>(schema: ZodType<T>, key: string, area: DraftArea): DraftSlot<T> {
  return {
    read() {
      try {
        const raw = storageOf(area).getItem(key);
        const parsed = schema.safeParse(raw === null ? undefined : JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    write(value) {
      storageOf(area).setItem(key, JSON.stringify(value));
    },
    remove() {
      storageOf(area).removeItem(key);
    },
  };
}

function isDraft(key: string): boolean {
  return key.startsWith(PREFIX) || LEGACY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

function removeWhere(storage: Storage, remove: (key: string) => boolean) {
  // Keys are collected first: removing while walking by index would skip the next key.
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && remove(key),
  );
  for (const key of keys) storage.removeItem(key);
}

/** Sign-out (by the user, when idle, or a session the server refused): no draft stays behind. */
export function clearDrafts(): void {
  for (const area of ['local', 'session'] as const) removeWhere(storageOf(area), isDraft);
}

/**
 * Once the signed-in user is known: drafts of anyone else go. They are left only by a session that
 * ended without a sign-out here (a closed browser, an expired token), and belong to someone else.
 */
export function keepOnlyDraftsOf(userId: number): void {
  const own = `${PREFIX}${userId}.`;
  for (const area of ['local', 'session'] as const) {
    removeWhere(storageOf(area), (key) => isDraft(key) && !key.startsWith(own));
  }
}
