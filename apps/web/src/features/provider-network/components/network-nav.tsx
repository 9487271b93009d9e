import { Button, Group } from '@mantine/core';
import { IconUserSearch, IconUsers } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';

const screens = [
  {
    to: Paths.providerNetworkConnections,
    label: 'My connections',
    icon: IconUsers,
    testId: TestId.networkNavConnections,
  },
  {
    to: Paths.providerNetworkFind,
    label: 'Find a provider',
    icon: IconUserSearch,
    testId: TestId.networkNavFind,
  },
] as const;

/** Spec 2 §2: the provider network's two screens, one link away from each other. */
export function NetworkNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Provider network" gap="xs" wrap="wrap">
      {screens.map(({ to, label, icon: Icon, testId }) => {
        const current = pathname === to;
        return (
          <Button
            key={to}
            component={Link}
            to={to}
            // Narrower than a button's usual padding, so both fit on one line of a 390 px phone.
            px="sm"
            variant={current ? 'light' : 'subtle'}
            leftSection={<Icon size={16} aria-hidden />}
            aria-current={current ? 'page' : undefined}
            data-testid={testId}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
