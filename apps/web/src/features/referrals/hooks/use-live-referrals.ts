import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { referralKeys } from '../api/referral-keys';

/**
 * Issue 22 item 2: a referral sent to this provider, or the answer to one of theirs, arrives over
 * the realtime channel: every referral query on screen asks again, without a reload.
 */
export function useLiveReferrals() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: referralKeys.all });
  useRealtimeEvent('REFERRAL_CHANGED', refresh);
  useRealtimeEvent('RESYNC', refresh);
}
