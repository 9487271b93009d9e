import { useMutation, useQuery } from '@tanstack/react-query';
import {
  RoomLinkConsentsSchema,
  RoomValidationSchema,
} from '@clinicall/shared/room-access/room-links';
import { apiRequest } from '../../../lib/api-client';

const base = (id: string) => `/encounters/roomLink/${encodeURIComponent(id)}`;

/** D20, D27: the room URL for the link and a date of birth (none on the automatic first try). */
export function validateRoomLink(id: string, dateOfBirth?: string) {
  const query = dateOfBirth ? `?dateOfBirth=${encodeURIComponent(dateOfBirth)}` : '';
  return apiRequest(`${base(id)}${query}`, {
    isPublic: true,
    token: null,
    schema: RoomValidationSchema,
  });
}

export function useValidateRoomLink(id: string) {
  return useMutation({ mutationFn: (dateOfBirth?: string) => validateRoomLink(id, dateOfBirth) });
}

/** D22: the consent documents, asked for once the automatic try did not open the room. */
export function useRoomLinkConsents(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['room-link', id, 'consents'],
    queryFn: () =>
      apiRequest(`${base(id)}/consents`, {
        isPublic: true,
        token: null,
        schema: RoomLinkConsentsSchema,
      }),
    enabled,
    staleTime: Infinity,
  });
}
