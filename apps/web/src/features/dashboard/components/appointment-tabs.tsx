import { Badge, EmptyState, Paper, Tabs } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { TestId } from '@clinicall/shared/test-ids';
import { IsProvider } from '../../identity';

interface CountTabProps {
  value: string;
  label: string;
  testId: TestId;
}

function CountTab({ value, label, testId }: CountTabProps) {
  return (
    <Tabs.Tab
      value={value}
      data-testid={testId}
      rightSection={
        <Badge size="sm" variant="light" circle data-testid={TestId.tabCount}>
          0
        </Badge>
      }
    >
      {label}
    </Tabs.Tab>
  );
}

/**
 * The dashboard's appointment tabs, each with its counter. Appointments arrive with scheduling;
 * until then every list is honestly empty.
 */
export function AppointmentTabs() {
  return (
    <Paper withBorder radius="md" p="md" data-testid={TestId.dashboardTabs}>
      <Tabs defaultValue="confirmed" keepMounted={false}>
        <Tabs.List>
          <CountTab value="confirmed" label="Confirmed" testId={TestId.tabConfirmed} />
          <IsProvider>
            <CountTab value="today" label="Today" testId={TestId.tabToday} />
          </IsProvider>
          <CountTab value="pending" label="Pending" testId={TestId.tabPending} />
        </Tabs.List>
        {['confirmed', 'today', 'pending'].map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <EmptyState
              icon={<IconCalendarOff aria-hidden />}
              title="No appointments found."
              data-testid={TestId.appointmentsEmpty}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
