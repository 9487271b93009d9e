import { AppShell, Group, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Role } from '@clinicall/shared/roles';
import { TestId } from '@clinicall/shared/test-ids';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useCurrentAccount, useIdleLogout } from '../../features/identity';
import { ZoneNote, ZonePrompt } from '../../features/time-zone';
import { ActingBanner } from './acting-banner';
import { AreaLabel } from './area-label';
import { HeaderBar } from './header-bar';
import { Sidebar } from './sidebar';
import classes from './skip-link.module.css';
import { UserMenu } from './user-menu';

/** The signed-in frame: header, sidebar by role and the page (spec 1 §2 "site"). */
export function SiteLayout() {
  const { roles } = useCurrentAccount();
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const { key } = useLocation();
  // A64: the mobile sidebar belongs to the page it was opened on, so every navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const navOpened = openedOn === key;
  // A75: assistants get no sidebar toggle.
  const toggleNav = roles.includes(Role.assistant)
    ? null
    : () => setOpenedOn(navOpened ? null : key);
  useIdleLogout();
  // Spec 3 §2: the super admin works without the site header; the sidebar carries the brand and
  // the account menu instead. A phone has no room for that sidebar, which is a drawer there, so
  // the header comes back, and with it the menu button and the account menu.
  const withHeader = !roles.includes(Role.superAdmin) || !wide;

  return (
    <AppShell
      header={withHeader ? { height: 64 } : undefined}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a href="#main" className={classes.link} data-testid={TestId.skipLink}>
        Skip to main content
      </a>
      {withHeader && (
        <AppShell.Header data-testid={TestId.header}>
          <HeaderBar navOpened={navOpened} onToggleNav={toggleNav} />
        </AppShell.Header>
      )}
      <AppShell.Navbar aria-label="Main navigation" data-testid={TestId.sidebar}>
        {!withHeader && (
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
        <ActingBanner />
        <ZoneNote />
        <ZonePrompt />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
