import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconClock,
  IconDevices,
  IconHelpCircle,
  IconKey,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { PhotoAvatar } from '../../components/ui/photo-avatar';
import {
  ChangePasswordDialog,
  loggedUserQuery,
  useCurrentAccount,
  useLogout,
} from '../../features/identity';
import { TimeZoneDialog } from '../../features/time-zone';

/** The signed-in user's name with Change password (A37), Active sessions and Logout (A51–A53). */
export function UserMenu({ withName = true }: { withName?: boolean }) {
  const { firstName, lastName, email, actingAssistant, roles } = useCurrentAccount();
  const hasProfile = roles.includes(Role.provider) || roles.includes(Role.patient);
  // Only providers and patients have a photo; the profile query is shared with the pages using it.
  const photo = useQuery({ ...loggedUserQuery, enabled: hasProfile }).data?.imagePath;
  const logout = useLogout();
  const [passwordOpened, password] = useDisclosure(false);
  const [zoneOpened, zoneDialog] = useDisclosure(false);
  const name = `${firstName} ${lastName}`;

  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={`${name}, account menu`} data-testid={TestId.userMenu} p={4}>
            <Group gap="xs" wrap="nowrap">
              <PhotoAvatar path={photo} name={name} size="md" />
              {withName && (
                <Text size="sm" fw={600} visibleFrom="sm" truncate maw={180}>
                  {name}
                </Text>
              )}
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{email}</Menu.Label>
          {hasProfile && (
            <Menu.Item
              component={Link}
              to={Paths.ownProfile}
              leftSection={<IconUser size={16} aria-hidden />}
              data-testid={TestId.navOwnProfile}
            >
              My profile
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={password.open}
            data-testid={TestId.changePasswordOpen}
          >
            Change password
          </Menu.Item>
          {/* The zone is the provider's own setting: an acting assistant does not change it. */}
          {actingAssistant === null && (
            <Menu.Item
              leftSection={<IconClock size={16} aria-hidden />}
              onClick={zoneDialog.open}
              data-testid={TestId.zoneMenuOpen}
            >
              Time zone
            </Menu.Item>
          )}
          {/* An assistant acting as a provider has no business with the provider's sign-ins. */}
          {actingAssistant === null && (
            <Menu.Item
              component={Link}
              to={Paths.accountSessions}
              leftSection={<IconDevices size={16} aria-hidden />}
              data-testid={TestId.accountSessionsOpen}
            >
              Active sessions
            </Menu.Item>
          )}
          {/* F133: Help & Support is for providers and patients (spec 2 §6). */}
          {roles.some((role) => role === Role.provider || role === Role.patient) && (
            <Menu.Item
              component={Link}
              to={Paths.resources}
              leftSection={<IconHelpCircle size={16} aria-hidden />}
              data-testid={TestId.resourcesOpen}
            >
              Help & Support
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout('user')}
            data-testid={TestId.logout}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog opened={passwordOpened} onClose={password.close} />
      <TimeZoneDialog opened={zoneOpened} onClose={zoneDialog.close} />
    </>
  );
}
