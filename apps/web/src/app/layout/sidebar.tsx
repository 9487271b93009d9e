import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Role } from '@clinicall/shared/roles';
import { devMailboxStatusQuery } from '../../features/dev-mailbox';
import { loggedUserQuery, useCurrentAccount } from '../../features/identity';
import { activeLink } from './active-link';
import { sidebarItems, type NavItem } from './sidebar-items';

function links(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.to === undefined ? [] : [item.to]),
    ...links(item.children ?? []),
  ]);
}

function SidebarEntry({ item, active }: { item: NavItem; active: string | undefined }) {
  const icon = <item.icon size={20} stroke={1.6} aria-hidden />;
  if (item.to === undefined) {
    return (
      <NavLink label={item.label} leftSection={icon} defaultOpened data-testid={item.testId}>
        {item.children?.map((child) => (
          <SidebarEntry key={child.testId} item={child} active={active} />
        ))}
      </NavLink>
    );
  }
  const current = item.to === active;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={icon}
      active={current}
      aria-current={current ? 'page' : undefined}
      data-testid={item.testId}
    />
  );
}

export function Sidebar() {
  const { roles } = useCurrentAccount();
  const { pathname } = useLocation();
  // Only providers' and patients' menus depend on clinic flags (A79, patient booking).
  const needsClinics = roles.includes(Role.provider) || roles.includes(Role.patient);
  const loggedUser = useQuery({ ...loggedUserQuery, enabled: needsClinics });
  const devMailbox = useQuery({
    ...devMailboxStatusQuery,
    enabled: roles.includes(Role.superAdmin),
  });
  const items = sidebarItems(roles, loggedUser.data?.clinicDTOS ?? [], {
    devMailbox: devMailbox.data?.available === true,
  });
  const active = activeLink(links(items), pathname);

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap={2} p="sm">
        {items.map((item) => (
          <SidebarEntry key={item.testId} item={item} active={active} />
        ))}
      </Stack>
    </ScrollArea>
  );
}
