import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { DatedListPage } from './dated-list-page';

/** C84–C86: `/appointments/`, my upcoming appointments. */
export function UpcomingPage() {
  return (
    <PageFrame
      title="Upcoming appointments"
      actions={
        <Group gap="xs">
          <Button component={Link} to={Paths.appointmentRequests} variant="light">
            Requests
          </Button>
          <Button component={Link} to={Paths.pastAppointments} variant="light">
            Past appointments
          </Button>
        </Group>
      }
    >
      <DatedListPage kind="upcoming" />
    </PageFrame>
  );
}
