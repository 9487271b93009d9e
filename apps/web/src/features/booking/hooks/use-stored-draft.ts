import { useCallback, useEffect, useState } from 'react';
import { BookingDraftSchema, emptyDraft, type BookingDraft } from '../booking-draft';

function read(key: string): BookingDraft {
  try {
    const parsed = BookingDraftSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : emptyDraft;
  } catch {
    return emptyDraft;
  }
}

/**
 * C39: the booking in progress, kept in this browser per user and wizard, so leaving the page
 * does not lose it. `clear` forgets it (after a booking, or on Cancel).
 */
export function useStoredDraft(key: string) {
  const [draft, setDraft] = useState<BookingDraft>(() => read(key));
  useEffect(() => {
    // A fresh draft holds nothing worth keeping: storage holds no entry for it.
    if (draft === emptyDraft) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft]);
  const clear = useCallback(() => setDraft(emptyDraft), []);
  return { draft, setDraft, clear };
}

export const draftKey = (wizard: 'patient' | 'provider', userId: number) =>
  `clinicall.booking-draft.${wizard}.${userId}`;
