import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { ChangePasswordDialog, useCurrentAccount, useLogout } from '../../features/identity';

/** The signed-in user's name with Change password (A37) and Logout (A51–A53). */
export function UserMenu({ withName = true }: { withName?: boolean }) {
  const { firstName, lastName, email } = useCurrentAccount();
  const logout = useLogout();
  const [passwordOpened, password] = useDisclosure(false);
  const name = `${firstName} ${lastName}`;

  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={`${name}, account menu`} data-testid={TestId.userMenu} p={4}>
            <Group gap="xs" wrap="nowrap">
              <Avatar name={name} size="md" />
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
          <Menu.Item
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={password.open}
            data-testid={TestId.changePasswordOpen}
          >
            Change password
          </Menu.Item>
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
    </>
  );
}
