import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import type { AssistedProvider } from '@clinicall/shared/identity';
import { toast } from '../../../components/ui/toast';
import { getValidToken, setAssistantToken, setToken } from '../../../lib/auth/auth-storage';
import { getProviderToken } from '../api/assist-as-provider';

/**
 * A58/A59: swaps in the provider's token while keeping the assistant's under its own key, so a
 * later logout can restore it (A52), then opens the provider's dashboard.
 */
export function useActAsProvider() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: (provider: AssistedProvider) => getProviderToken(provider.id),
    // The assist dialog shows the failure at its error level (A60).
    meta: { handlesErrors: true },
    onSuccess: async (providerToken, provider) => {
      const assistantToken = getValidToken();
      if (assistantToken !== null) setAssistantToken(assistantToken);
      setToken(providerToken);
      queryClient.clear();
      await navigate(Paths.home, { replace: true });
      toast.success(`You are now acting as Dr. ${provider.firstName} ${provider.lastName}.`);
    },
  });
}
