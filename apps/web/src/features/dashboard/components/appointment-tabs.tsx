import { Badge, Paper, Tabs } from '@mantine/core';
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
  const counters = useCounters().data;
  const count = counters?.[tab];
  return (
    <Tabs.Tab
      value={tab}
      data-testid={tabLook[tab].testId}
      rightSection={
        <Badge size="sm" variant="light" circle data-testid={TestId.tabCount}>
          {count ?? '–'}
        </Badge>
      }
    >
      {tabLook[tab].label}
    </Tabs.Tab>
  );
}

function TabList({ tab }: { tab: DashboardTab }) {
  const viewer = useViewer();
  return <AppointmentList query={usePagedList(tab)} viewer={viewer} />;
}

/**
 * C93–C95: tabs Confirmed, Today (providers only) and Pending, each with its counter; each list
 * starts with 5 appointments and grows by 5 as it scrolls.
 */
export function AppointmentTabs() {
  const { side } = useViewer();
  const tabs: DashboardTab[] =
    side === 'provider' ? ['confirmed', 'today', 'pending'] : ['confirmed', 'pending'];
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
