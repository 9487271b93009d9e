import { EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Navigate, Outlet } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { landingPath, type Role } from '@clinicall/shared/roles';
import { useCurrentAccount } from '../../features/identity';

interface RequireRoleProps {
  roles: readonly Role[];
  /** Where others go: the site root (A66, A67, I31) or, for the dashboard, their own landing page. */
  otherwise: 'root' | 'landing';
}

export function RequireRole({ roles, otherwise }: RequireRoleProps) {
  const account = useCurrentAccount();
  if (account.roles.some((role) => roles.includes(role))) return <Outlet />;
  const target = otherwise === 'root' ? Paths.home : landingPath(account.roles);
  // A guest-only account lands on "/" too; saying so beats a redirect loop.
  if (otherwise === 'landing' && target === Paths.home) {
    return (
      <EmptyState
        mt="xl"
        icon={<IconLock aria-hidden />}
        title="Nothing to show for this account"
        description="Guest access works only from the link to a visit you were invited to."
      />
    );
  }
  return <Navigate to={target} replace />;
}
