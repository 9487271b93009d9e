import { Grid, Stack } from '@mantine/core';
import { PageFrame } from '../../../components/ui/page-frame';
import { IsPatient } from '../../identity';
import { AppointmentTabs } from '../components/appointment-tabs';
import { ProfilePanel } from '../components/profile-panel';
import { ShortcutsPanel } from '../components/shortcuts-panel';

/** `/` and `/profile` for providers and patients. */
export function DashboardPage() {
  return (
    <PageFrame title="Dashboard">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AppointmentTabs />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <ProfilePanel />
            <IsPatient>
              <ShortcutsPanel />
            </IsPatient>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
