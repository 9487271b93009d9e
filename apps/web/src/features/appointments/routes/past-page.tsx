import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { PageFrame } from '../../../components/ui/page-frame';
import { DatedListPage } from './dated-list-page';

/** C87, C89: `/appointments/past`, concluded appointments 20 per page. */
export function PastPage() {
  return (
    <PageFrame
      title="Past appointments"
      actions={
        <Button component={Link} to={Paths.appointments} variant="light">
          Upcoming appointments
        </Button>
      }
    >
      <DatedListPage kind="past" />
    </PageFrame>
  );
}
