import { ActionIcon, Burger, Group, UnstyledButton } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { landingPath, Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useCurrentAccount } from '../../features/identity';
import { AreaLabel } from './area-label';
import { UserMenu } from './user-menu';

interface HeaderBarProps {
  navOpened: boolean;
  onToggleNav: (() => void) | null;
}

export function HeaderBar({ navOpened, onToggleNav }: HeaderBarProps) {
  const { roles } = useCurrentAccount();
  // A74: no messages icon for assistants; admins have no in-mail either (A73).
  const withMessages = roles.includes(Role.provider) || roles.includes(Role.patient);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {onToggleNav !== null && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            data-testid={TestId.sidebarToggle}
          />
        )}
        <UnstyledButton component={Link} to={landingPath(roles)} data-testid={TestId.brandLink}>
          <BrandLogo />
        </UnstyledButton>
        <AreaLabel />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {withMessages && (
          <ActionIcon
            component={Link}
            to={Paths.messages}
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Messages"
            data-testid={TestId.messagesIcon}
          >
            <IconMail size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        )}
        <UserMenu />
      </Group>
    </Group>
  );
}
