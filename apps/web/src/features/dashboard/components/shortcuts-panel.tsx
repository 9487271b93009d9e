import { NavLink, Stack, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarPlus, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { ExperienceGuideShortcut } from '../../experience-guide';
import { useLoggedUser } from '../../identity';
import { DashboardPanel } from './dashboard-panel';

/** The patient's shortcuts (spec 1 §2 dashboard); booking only where a clinic allows it. */
export function ShortcutsPanel() {
  const user = useLoggedUser();
  const canBook =
    user.data?.clinicDTOS.some((clinic) => clinic.patientScheduleAppointmentEnabled) ?? false;

  return (
    <DashboardPanel labelledBy="shortcuts-heading" testId={TestId.shortcutsPanel}>
      <Stack gap="xs">
        <Title order={2} fz="h4" id="shortcuts-heading">
          Shortcuts
        </Title>
        {canBook && (
          <NavLink
            component={Link}
            to={Paths.bookAppointment}
            label="Book an appointment"
            leftSection={<IconCalendarPlus size={20} aria-hidden />}
          />
        )}
        <NavLink
          component={Link}
          to={Paths.appointments}
          label="My appointments"
          leftSection={<IconCalendarEvent size={20} aria-hidden />}
        />
        <NavLink
          component={Link}
          to={Paths.messages}
          label="Messages"
          leftSection={<IconMail size={20} aria-hidden />}
        />
        <ExperienceGuideShortcut />
      </Stack>
    </DashboardPanel>
  );
}
