import { PageFrame } from '../../../components/ui/page-frame';
import { usePagedList } from '../api/get-encounters';
import { AppointmentList } from '../components/appointment-list';
import { useViewer } from '../hooks/use-viewer';

/** C92: `/appointment-requests/`, requests within the request window (encounterRequestWindowDays). */
export function RequestsPage() {
  const viewer = useViewer();
  return (
    <PageFrame title="Appointment requests">
      <AppointmentList query={usePagedList('requests')} viewer={viewer} />
    </PageFrame>
  );
}
