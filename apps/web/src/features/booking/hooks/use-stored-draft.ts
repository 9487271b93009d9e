import { useCallback, useEffect, useMemo, useState } from 'react';
import { draftKey as userDraftKey, draftSlot } from '../../../lib/drafts';
import { BookingDraftSchema, emptyDraft, type BookingDraft } from '../booking-draft';

/**
 * What of a draft is written to the browser: everything but the charge in flight. Its card token
 * stays in memory only (issue 19 path 9): a retry in the same page reuses the charge's key (C66),
 * a confirm after a reload is a new request (a booking the first one made holds that time).
 */
const StoredDraftSchema = BookingDraftSchema.omit({ pendingCharge: true });

/** The schema strips what it does not name: the pending charge never reaches storage. */
const toStored = (draft: BookingDraft) => StoredDraftSchema.parse(draft);

/**
 * C39: the booking in progress, kept in this browser per user and wizard, so leaving the page
 * does not lose it; sign-out forgets it (lib/drafts). `clear` forgets it (after a booking, or on
 * Cancel).
 */
export function useStoredDraft(key: string) {
  const slot = useMemo(() => draftSlot(StoredDraftSchema, key, 'local'), [key]);
  const [draft, setDraft] = useState<BookingDraft>(() => {
    const stored = slot.read();
    return stored === null ? emptyDraft : { ...stored, pendingCharge: null };
  });
  useEffect(() => {
    // A fresh draft holds nothing worth keeping: storage holds no entry for it.
    if (draft === emptyDraft) slot.remove();
    else slot.write(toStored(draft));
  }, [slot, draft]);
  const clear = useCallback(() => setDraft(emptyDraft), []);
  return { draft, setDraft, clear };
}

export const draftKey = (wizard: 'patient' | 'provider', userId: number) =>
  userDraftKey(userId, `booking.${wizard}`);
