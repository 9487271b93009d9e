import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { useSignOutLocally } from '../../identity';
import { endAllSessions, endSession } from '../api/end-sessions';
import { sessionKeys } from '../api/query-keys';

/** Sign out one session, the others, or everywhere; the list is read again after each. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const signOutLocally = useSignOutLocally();
  const reload = () => queryClient.invalidateQueries({ queryKey: sessionKeys.list() });
  const showFailure = (error: Error) => toast.error(error.message);

  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: () => toast.success('That session is signed out.'),
    onError: showFailure,
    onSettled: reload,
  });

  const endOthers = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      await Promise.all(ids.map((id) => endSession(id)));
    },
    onSuccess: () => toast.success('Your other sessions are signed out.'),
    onError: showFailure,
    onSettled: reload,
  });

  const endAll = useMutation({
    mutationFn: endAllSessions,
    // This device's session has ended with the others: show sign-in, saying why.
    onSuccess: () =>
      signOutLocally({ tone: 'success', text: 'You have been signed out everywhere.' }),
    onError: showFailure,
  });

  return { endOne, endOthers, endAll };
}
