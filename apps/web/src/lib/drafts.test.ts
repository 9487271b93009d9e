import { beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { clearAuthStorage, clearCredentials, setToken, StorageKey } from './auth/auth-storage';
import { endSession } from './auth/session-events';
import { clearDrafts, draftKey, draftSlot, keepOnlyDraftsOf } from './drafts';

const Schema = z.object({ reason: z.string() });
const keys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort();

/** A patient's booking and a provider's note, as the two wizards keep them. */
function seedDrafts() {
  draftSlot(Schema, draftKey(7, 'booking.patient'), 'local').write({ reason: 'Dry cough' });
  draftSlot(Schema, draftKey(9, 'note.5'), 'session').write({ reason: 'Fatigue' });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('issue 19 path 9: drafts keyed by user, forgotten at sign-out', () => {
  test('a draft is read back only under its own user, and what does not parse is no draft', () => {
    seedDrafts();
    expect(draftSlot(Schema, draftKey(7, 'booking.patient'), 'local').read()).toEqual({
      reason: 'Dry cough',
    });
    expect(draftSlot(Schema, draftKey(8, 'booking.patient'), 'local').read()).toBeNull();
    localStorage.setItem(draftKey(7, 'booking.patient'), '{"reason":');
    expect(draftSlot(Schema, draftKey(7, 'booking.patient'), 'local').read()).toBeNull();
  });

  test('clearDrafts removes every draft of both storages, the old unkeyed ones included', () => {
    seedDrafts();
    localStorage.setItem('clinicall.booking-draft.patient.7', '{}');
    sessionStorage.setItem('clinicall.notes.5', '{}');
    sessionStorage.setItem(StorageKey.returnTo, '/patient/appointments');
    localStorage.setItem('unrelated', 'kept');
    clearDrafts();
    expect(keys(localStorage)).toEqual(['unrelated']);
    expect(keys(sessionStorage)).toEqual([StorageKey.returnTo]);
  });

  test('once a user is signed in, drafts left by anyone else go and their own stay', () => {
    seedDrafts();
    draftSlot(Schema, draftKey(9, 'booking.provider'), 'local').write({ reason: 'Checkup' });
    sessionStorage.setItem('clinicall.notes.5', '{}');
    keepOnlyDraftsOf(9);
    expect(keys(localStorage)).toEqual([draftKey(9, 'booking.provider')]);
    expect(keys(sessionStorage)).toEqual([draftKey(9, 'note.5')]);
  });

  test('sign-out (logout, idle, revoked: all clear auth storage) leaves no draft behind', () => {
    seedDrafts();
    setToken({ token: 't', expires: Date.now() + 60_000 });
    clearAuthStorage();
    expect(keys(localStorage)).toEqual([]);
    expect(keys(sessionStorage)).toEqual([]);
  });

  test('a 401 from the server (a revoked session) ends the session and its drafts', () => {
    seedDrafts();
    endSession();
    expect(keys(localStorage)).toEqual([]);
    expect(keys(sessionStorage)).toEqual([]);
  });

  test('a new sign-in clears credentials only: the drafts wait for the account to be known', () => {
    seedDrafts();
    setToken({ token: 't', expires: Date.now() + 60_000 });
    clearCredentials();
    expect(keys(localStorage)).toEqual([draftKey(7, 'booking.patient')]);
    expect(keys(sessionStorage)).toEqual([draftKey(9, 'note.5')]);
  });
});
