import { Stack } from '@mantine/core';
import { useEncounterList } from '../api/get-encounters';
import { AppointmentList } from '../components/appointment-list';
import { ListFilters } from '../components/list-filters';
import { useListFilter } from '../hooks/use-list-filter';
import { useViewer } from '../hooks/use-viewer';
import { useLoggedUser } from '../../identity';

/** C84–C87: the upcoming or past list, grouped by day, with its filters. */
export function DatedListPage({ kind }: { kind: 'upcoming' | 'past' }) {
  const viewer = useViewer();
  const state = useListFilter(kind, viewer.zone);
  const query = useEncounterList(state.filter);
  // G4: the RPM filter where a clinic of the provider has remote monitoring on.
  const clinics = useLoggedUser().data?.clinicDTOS ?? [];
  const monitoring =
    viewer.side === 'provider' && clinics.some((c) => c.allowRemotePatientMonitoring);
  return (
    <Stack gap="lg">
      <ListFilters
        kind={kind}
        zone={viewer.zone}
        range={state.range}
        onRange={state.setRange}
        search={state.search}
        onSearch={state.setSearch}
        sort={
          viewer.side === 'patient' ? { value: state.sort, onChange: state.setSort } : undefined
        }
        rpmOnly={monitoring ? { value: state.rpmOnly, onChange: state.setRpmOnly } : undefined}
      />
      <AppointmentList query={query} viewer={viewer} grouped past={kind === 'past'} />
    </Stack>
  );
}
