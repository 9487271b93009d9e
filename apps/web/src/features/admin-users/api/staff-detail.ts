import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClinicRefSchema, StaffChoiceSchema } from '@clinicall/shared/admin-users';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { StaffKinds, type StaffKind } from './staff-kinds';

/** The edit form's staff member (B62, B69, B73), by e-mail. */
export function useStaffDetail(kind: StaffKind, email: string | null) {
  return useQuery({
    queryKey: ['staff-detail', kind, email],
    queryFn: ({ signal }) =>
      apiRequest(StaffKinds[kind].load(email ?? ''), {
        schema: StaffKinds[kind].schema as z.ZodType<Record<string, unknown>>,
        signal,
      }),
    enabled: email !== null,
  });
}

const SavedStaffSchema = z.object({ id: z.number().int(), email: z.string() });
type SavedStaff = z.infer<typeof SavedStaffSchema>;

/** Saves a new (POST) or edited (PUT) staff member; lists and details reload after. */
export function useSaveStaff(kind: StaffKind, editing: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>): Promise<SavedStaff | undefined> => {
      const path = StaffKinds[kind].save(editing ?? undefined);
      const method = editing ? 'PUT' : 'POST';
      // A provider's answer names the account: the add form uploads its photo there.
      if (kind === 'provider') return apiRequest(path, { method, body, schema: SavedStaffSchema });
      await apiRequest(path, { method, body });
      return undefined;
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['staff'] }),
        client.invalidateQueries({ queryKey: ['staff-detail'] }),
      ]),
  });
}

/** B65: clinics a staff member can be placed in (active ones, and their own). */
export function useClinicChoices(userId = 0) {
  return useQuery({
    queryKey: ['staff-clinics', userId],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/provider/clinics/${userId}`, { schema: z.array(ClinicRefSchema), signal }),
  });
}

/** B65, B67: the assistants (for a provider) or providers (for an assistant) of a clinic. */
export function useLinkChoices(kind: StaffKind, clinicId: number | null) {
  const path = kind === 'provider' ? '/admin/assistant/clinic/' : '/admin/providers/clinic/';
  return useQuery({
    queryKey: ['staff-links', kind, clinicId],
    queryFn: ({ signal }) =>
      apiRequest(`${path}${clinicId}`, { schema: z.array(StaffChoiceSchema), signal }),
    enabled: clinicId !== null && kind !== 'clinicAdmin',
  });
}
