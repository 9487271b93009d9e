import { EmptyState, Skeleton, Stack, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { IconCalendarOff } from '@tabler/icons-react';
import type { EncounterList } from '@clinicall/shared/scheduling/encounters';
import { AppointmentListMessages } from '@clinicall/shared/scheduling/list-messages';
import { SchedulingMessages } from '@clinicall/shared/scheduling/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { LoadError } from '../../../components/ui/load-error';
import { dayOf, formatDayHeading } from '../../../lib/zoned-time';
import { loadedEncounters } from '../api/get-encounters';
import type { ViewerContext } from '../hooks/use-viewer';
import { AppointmentRow } from './appointment-row';
import { useRowHandlers } from './use-row-handlers';

interface AppointmentListProps {
  query: UseInfiniteQueryResult<InfiniteData<EncounterList>>;
  viewer: ViewerContext;
  /** C84: upcoming and past lists group their rows under a heading per day. */
  grouped?: boolean;
  past?: boolean;
}

/** A list of appointments with its loading, empty (C91), error and infinite-scroll states. */
export function AppointmentList(props: AppointmentListProps) {
  const handlers = useRowHandlers(props.viewer.zone);
  // The dialogs stay mounted when the list reloads or empties after a change.
  return (
    <>
      <ListBody {...props} handlers={handlers} />
      {handlers.dialogs}
    </>
  );
}

function ListBody({
  query,
  viewer,
  grouped,
  past,
  handlers,
}: AppointmentListProps & { handlers: ReturnType<typeof useRowHandlers> }) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading appointments">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={76} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={AppointmentListMessages.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = loadedEncounters(query.data.pages);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff aria-hidden />}
        title={SchedulingMessages.noAppointments}
        data-testid={TestId.appointmentsEmpty}
      />
    );
  }

  const row = (encounter: (typeof rows)[number]) => (
    <AppointmentRow
      key={encounter.id}
      encounter={encounter}
      viewer={viewer}
      past={past}
      onView={handlers.onView}
      onAction={handlers.onAction}
      onJoin={handlers.onJoin}
      onRoomMessage={handlers.onRoomMessage}
    />
  );
  const days = grouped ? groupByDay(rows, viewer.zone) : null;

  return (
    <Stack gap="md" data-testid={TestId.appointmentList}>
      {days === null ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map(row)}
        </Stack>
      ) : (
        days.map(([day, dayRows]) => (
          <Stack key={day} gap="xs" component="section" data-testid={TestId.appointmentDay}>
            <Title order={2} fz="h5" c="dimmed">
              {formatDayHeading(day)}
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {dayRows.map(row)}
            </Stack>
          </Stack>
        ))
      )}
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.appointmentsLoadMore}
      />
    </Stack>
  );
}

/** Rows in server order, bucketed by their day in the viewer's zone (order of first sight). */
function groupByDay<T extends { startTime: string }>(
  rows: T[],
  zone: string,
): Array<[string, T[]]> {
  const days = new Map<string, T[]>();
  for (const row of rows) {
    const day = dayOf(row.startTime, zone);
    const bucket = days.get(day);
    if (bucket === undefined) days.set(day, [row]);
    else bucket.push(row);
  }
  return [...days.entries()];
}
