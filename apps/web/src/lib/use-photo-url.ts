import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiErrorFrom, networkError } from './api-error';
import { setAuthHeaders } from './auth/auth-headers';

/** Photos need the bearer token, which an <img> cannot send: they are fetched and shown as blobs. */
async function getPhoto(path: string, signal: AbortSignal): Promise<Blob> {
  const headers = new Headers();
  setAuthHeaders(headers);
  const response = await fetch(path, { headers, signal }).catch(() => {
    throw networkError();
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response.blob();
}

/**
 * An object URL for a person's photo (`imagePath`, a versioned URL: a new photo has a new path, so
 * the cached blob never goes stale), or null while loading, without a photo, or when refused.
 */
export function usePhotoUrl(path: string | null | undefined) {
  const query = useQuery({
    queryKey: ['photo', path ?? ''],
    queryFn: ({ signal }) => getPhoto(path ?? '', signal),
    enabled: typeof path === 'string' && path !== '',
    staleTime: Infinity,
    retry: false,
    meta: { handlesErrors: true },
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
