import { Badge, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import {
  AppointmentList,
  useCounters,
  usePagedList,
  useViewer,
  type DashboardTab,
} from '../../appointments';

const tabLook: Record<DashboardTab, { label: string; testId: TestId }> = {
  confirmed: { label: 'Confirmed', testId: TestId.tabConfirmed },
  today: { label: 'Today', testId: TestId.tabToday },
  pending: { label: 'Pending', testId: TestId.tabPending },
};

/** C93: each tab's counter, from the one counters call. */
function CountTab({ tab }: { tab: DashboardTab }) {
  return (
    <Tabs.Tab value={tab} data-testid={tabLook[tab].testId} rightSection={<CountBadge tab={tab} />}>
      {tabLook[tab].label}
    </Tabs.Tab>
  );
}

function TabList({ tab }: { tab: DashboardTab }) {
  const viewer = useViewer();
  return <AppointmentList query={usePagedList(tab)} viewer={viewer} />;
}

function CountBadge({ tab }: { tab: DashboardTab }) {
  const count = useCounters().data?.[tab];
  // A circle holds one digit; a longer count gets a pill instead of being cut to "1…".
  return (
    <Badge size="sm" variant="light" circle={(count ?? 0) < 10} data-testid={TestId.tabCount}>
      {count ?? '–'}
    </Badge>
  );
}

/** C93 `allExpanded`: every tab's list at once, one titled section each. */
function ExpandedTabs({ tabs }: { tabs: DashboardTab[] }) {
  return (
    <Stack gap="xl" data-testid={TestId.dashboardTabs} data-expanded="true">
      {tabs.map((tab) => (
        <Paper key={tab} withBorder radius="md" p="md" data-testid={tabLook[tab].testId}>
          <Group gap="xs" mb="md">
            <Title order={2} fz="h4">
              {tabLook[tab].label}
            </Title>
            <CountBadge tab={tab} />
          </Group>
          <TabList tab={tab} />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * C93–C95: tabs Confirmed, Today (providers only) and Pending, each with its counter; each list
 * starts with 5 appointments and grows by 5 as it scrolls. With `allExpanded` every list shows
 * at once instead of one tab at a time.
 */
export function AppointmentTabs({ allExpanded = false }: { allExpanded?: boolean }) {
  const { side } = useViewer();
  const tabs: DashboardTab[] =
    side === 'provider' ? ['confirmed', 'today', 'pending'] : ['confirmed', 'pending'];
  if (allExpanded) return <ExpandedTabs tabs={tabs} />;
  return (
    <Paper withBorder radius="md" p="md" data-testid={TestId.dashboardTabs}>
      <Tabs defaultValue="confirmed" keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <CountTab key={tab} tab={tab} />
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            <TabList tab={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
