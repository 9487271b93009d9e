import { useMutation, useQuery } from '@tanstack/react-query';
import {
  isoFromUsDate,
  RoomLinkConsentsSchema,
  RoomValidationSchema,
} from '@clinicall/shared/room-access/room-links';
import { apiRequest } from '../../../lib/api-client';

const base = (id: string) => `/encounters/roomLink/${encodeURIComponent(id)}`;

/**
 * D20, D27: the room URL for the link and a date of birth as the form shows it, MM/DD/YYYY (none on
 * the automatic first try); it travels as YYYY-MM-DD (H11).
 */
export function validateRoomLink(id: string, dateOfBirth?: string) {
  const iso = dateOfBirth === undefined ? null : isoFromUsDate(dateOfBirth);
  const query = iso === null ? '' : `?dateOfBirth=${iso}`;
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
