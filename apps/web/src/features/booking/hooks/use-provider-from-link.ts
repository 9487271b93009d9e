import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chooseProvider, type BookingDraft } from '../booking-draft';
import { patientSteps } from '../booking-steps';
import { providerToBookWith } from '../book-with';

/**
 * Issue 22: arriving from a link that names a provider (`bookWithLink`), the patient's wizard
 * takes that provider and opens at the type step. The state is then cleared from the history
 * entry, so a reload or a return keeps the wizard where the patient left it.
 */
export function useProviderFromLink(draft: BookingDraft, setDraft: (next: BookingDraft) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const provider = providerToBookWith(location.state);
    if (provider === null || applied.current === location.key) return;
    applied.current = location.key;
    setDraft({ ...chooseProvider(draft, provider), step: patientSteps(draft).indexOf('type') });
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [draft, setDraft, location, navigate]);
}
