import { Affix, AppShell, Burger, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useCurrentAccount, useIdleLogout } from '../../features/identity';
import { useRouteHandle } from '../route-handle';
import { ActingBanner } from './acting-banner';
import { AreaLabel } from './area-label';
import { HeaderBar } from './header-bar';
import { Sidebar } from './sidebar';
import classes from './skip-link.module.css';
import { UserMenu } from './user-menu';

/** The signed-in frame: header, sidebar by role and the page (spec 1 §2 "site"). */
export function SiteLayout() {
  const { roles } = useCurrentAccount();
  const { noHeader = false } = useRouteHandle();
  const { key } = useLocation();
  // A64: the mobile sidebar belongs to the page it was opened on, so every navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const navOpened = openedOn === key;
  // A75: assistants get no sidebar toggle.
  const toggleNav = roles.includes(Role.assistant)
    ? null
    : () => setOpenedOn(navOpened ? null : key);
  useIdleLogout();

  return (
    <AppShell
      header={noHeader ? undefined : { height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a href="#main" className={classes.link} data-testid={TestId.skipLink}>
        Skip to main content
      </a>
      {!noHeader && (
        <AppShell.Header data-testid={TestId.header}>
          <HeaderBar navOpened={navOpened} onToggleNav={toggleNav} />
        </AppShell.Header>
      )}
      <AppShell.Navbar aria-label="Main navigation" data-testid={TestId.sidebar}>
        {noHeader && (
          // A65: a no-header area keeps the brand and the account menu in its own sidebar.
          <AppShell.Section
            p="md"
            style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <BrandLogo size={24} />
                <AreaLabel />
              </Stack>
              <UserMenu withName={false} />
            </Group>
          </AppShell.Section>
        )}
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="var(--app-canvas)">
        {noHeader && toggleNav !== null && (
          <Affix position={{ bottom: 20, right: 20 }} hiddenFrom="sm">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
              data-testid={TestId.sidebarToggle}
              bg="var(--mantine-color-body)"
              bdrs="xl"
              p="lg"
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            />
          </Affix>
        )}
        <ActingBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
