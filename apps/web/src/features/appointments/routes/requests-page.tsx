import { Select } from '@mantine/core';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { LIST_SORTS, type ListSort } from '../api/encounter-lists';
import { useEncounterList } from '../api/get-encounters';
import { AppointmentList } from '../components/appointment-list';
import { useViewer } from '../hooks/use-viewer';

/** C92: `/appointment-requests/`; the server keeps to the request window (encounterRequestWindowDays). */
export function RequestsPage() {
  const viewer = useViewer();
  const [sort, setSort] = useState<ListSort>('startTime');
  const query = useEncounterList({ kind: 'requests', searchValue: '', sort });
  return (
    <PageFrame
      title="Appointment requests"
      actions={
        viewer.side === 'patient' && (
          <Select
            aria-label="Sort by"
            allowDeselect={false}
            value={sort}
            onChange={(value) => {
              if (value !== null) setSort(value as ListSort);
            }}
            data={Object.entries(LIST_SORTS).map(([value, { label }]) => ({ value, label }))}
            data-testid={TestId.appointmentsSort}
          />
        )
      }
    >
      <AppointmentList query={query} viewer={viewer} />
    </PageFrame>
  );
}
