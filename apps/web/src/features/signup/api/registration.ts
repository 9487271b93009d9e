import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegisterResponseSchema, type RegistrationType } from '@clinicall/shared/signup/schemas';
import { apiRequest } from '../../../lib/api-client';

/** F107: GET /register, where a link leads and what the clinic knows of the person. */
export const registrationQuery = (token: string, type: RegistrationType) =>
  queryOptions({
    queryKey: ['signup', 'registration', token, type],
    queryFn: ({ signal }) =>
      apiRequest(`/register?token=${encodeURIComponent(token)}&type=${encodeURIComponent(type)}`, {
        schema: RegisterResponseSchema,
        isPublic: true,
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });

export const useRegistration = (token: string, type: RegistrationType) =>
  useQuery({ ...registrationQuery(token, type), enabled: token !== '' });
