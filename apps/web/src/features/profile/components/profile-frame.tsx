import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-error';

interface ProfileFrameProps<T> {
  profile: UseQueryResult<T>;
  /** The heading of the load error, naming whose profile failed. */
  errorTitle: string;
  /** Shown instead of the load error when the server refuses the profile (403). */
  forbidden?: ReactNode;
  children: (profile: T) => ReactNode;
}

/** A profile page's frame: a loader, then the loaded profile or why it could not be loaded. */
export function ProfileFrame<T>({
  profile,
  errorTitle,
  forbidden,
  children,
}: ProfileFrameProps<T>) {
  if (profile.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (profile.isError) {
    if (forbidden !== undefined && isApiError(profile.error) && profile.error.status === 403)
      return forbidden;
    return (
      <LoadError title={errorTitle} error={profile.error} onRetry={() => void profile.refetch()} />
    );
  }
  return children(profile.data);
}
