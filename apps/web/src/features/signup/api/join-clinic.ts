import { useQuery } from '@tanstack/react-query';
import { JoinClinicResponseSchema } from '@clinicall/shared/signup/schemas';
import { apiRequest } from '../../../lib/api-client';

/** F131: GET /joinClinic. It changes state, so it is asked once and never refetched. */
export function useJoinClinic(token: string, patientId: string) {
  return useQuery({
    queryKey: ['signup', 'join', token, patientId],
    queryFn: ({ signal }) =>
      apiRequest(
        `/joinClinic?token=${encodeURIComponent(token)}&type=JOIN${
          patientId ? `&patientId=${encodeURIComponent(patientId)}` : ''
        }`,
        { schema: JoinClinicResponseSchema, isPublic: true, signal },
      ),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
