import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminAssistantSchema, ClinicStaffProviderSchema } from '@clinicall/shared/admin-users';
import { ClinicProviderSchema } from '@clinicall/shared/clinic';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const kinds = {
  provider: ClinicStaffProviderSchema,
  assistant: AdminAssistantSchema,
} as const;
type Kind = keyof typeof kinds;

/** What both edit forms read: a provider has a primary specialty, an assistant linked providers. */
export type ClinicStaffMember = {
  id: number;
  email: string;
  newEmail: string | null;
  firstName: string;
  lastName: string;
  activated: boolean;
  clinicId: number | null;
  primarySpecialty?: string;
  providers?: number[];
};

/** B79, B81: one of the clinic's staff, by e-mail. */
export function useClinicStaffMember(kind: Kind, email: string) {
  return useQuery({
    queryKey: ['clinic-staff', kind, email],
    queryFn: ({ signal }) =>
      apiRequest(`/clinic/${kind}?email=${encodeURIComponent(email)}`, {
        schema: kinds[kind] as z.ZodType<ClinicStaffMember>,
        signal,
      }),
    retry: false,
  });
}

export function useSaveClinicStaffMember(kind: Kind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiRequest(`/clinic/${kind}`, { method: 'PUT', body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['staff'] }),
        client.invalidateQueries({ queryKey: ['clinic-staff'] }),
      ]),
  });
}

/** B79: the clinic's providers an assistant can be linked to. */
export function useClinicProviders(clinicId: number | undefined) {
  return useQuery({
    queryKey: ['clinic-providers', clinicId],
    queryFn: ({ signal }) =>
      apiRequest(`/clinic/${clinicId}/providers`, {
        schema: z.array(ClinicProviderSchema),
        signal,
      }),
    enabled: clinicId !== undefined,
  });
}
