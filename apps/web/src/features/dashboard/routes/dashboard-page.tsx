import { Grid, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { IsPatient, IsProvider } from '../../identity';
import { UnreadPanel } from '../../messages';
import { RpmAlertsCard } from '../../monitoring';
import { AppointmentTabs } from '../components/appointment-tabs';
import { ProfilePanel } from '../components/profile-panel';
import { ShortcutsPanel } from '../components/shortcuts-panel';

/** C93: `allExpanded` is on when given without a value or as anything but false or 0. */
const expandedParam = (value: string | null) =>
  value !== null && value !== 'false' && value !== '0';

/** `/` and `/profile` for providers and patients (C93, optional parameter allExpanded). */
export function DashboardPage() {
  const [params] = useSearchParams();
  const allExpanded = expandedParam(params.get('allExpanded'));
  return (
    <PageFrame title="Dashboard">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <AppointmentTabs allExpanded={allExpanded} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {/* Issue 23: out-of-range readings come first, where a provider looks. */}
            <IsProvider>
              <RpmAlertsCard />
            </IsProvider>
            <ProfilePanel />
            {/* E26: "providers only for in-mail" is ambiguous; patients get their messages too. */}
            <UnreadPanel />
            <IsPatient>
              <ShortcutsPanel />
            </IsPatient>
          </Stack>
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
