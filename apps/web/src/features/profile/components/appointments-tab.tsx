import {
  Button,
  Center,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBuilding,
  IconChevronDown,
  IconChevronUp,
  IconMail,
  IconPhone,
  IconSelector,
  IconVideo,
} from '@tabler/icons-react';
import { useState } from 'react';
import { PeopleMessages } from '@clinicall/shared/people/messages';
import type {
  PatientAppointment,
  PatientAppointmentSort,
} from '@clinicall/shared/people/patient-appointments';
import { TestId } from '@clinicall/shared/test-ids';
import { InfiniteScroll } from '../../../components/ui/infinite-scroll';
import { isApiError } from '../../../lib/api-error';
import { formatAppointmentDate } from '../../../lib/zoned-time';
import { usePatientAppointments } from '../api/get-patient-appointments';
import { useAccountZone } from '../../identity';

const TYPE_ICON = {
  VIDEO: IconVideo,
  AUDIO: IconPhone,
  MESSAGE: IconMail,
  OFFICE: IconBuilding,
} as const;

const COLUMNS: { key: PatientAppointmentSort; label: string }[] = [
  { key: 'providerName', label: 'Provider' },
  { key: 'providerSpecialty', label: 'Specialty' },
  { key: 'startTime', label: 'Date' },
];

/** F62–F64: the patient's appointments, sortable, 10 at a time. */
export function AppointmentsTab({ patientId }: { patientId: number }) {
  const zone = useAccountZone();
  const [sort, setSort] = useState<PatientAppointmentSort>('startTime');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [viewing, setViewing] = useState<PatientAppointment | null>(null);
  const query = usePatientAppointments(patientId, sort, order);
  const rows = query.data?.pages.flatMap((page) => page.content) ?? [];
  const sortBy = (key: PatientAppointmentSort) => {
    if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder('asc');
    }
  };
  if (query.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (query.isError) {
    const forbidden = isApiError(query.error) && query.error.status === 403;
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Text c={forbidden ? 'red' : 'dimmed'}>
        {forbidden
          ? PeopleMessages.appointmentsForbidden
          : missing
            ? PeopleMessages.appointmentsEmpty
            : query.error.message}
      </Text>
    );
  }
  if (rows.length === 0) return <Text c="dimmed">{PeopleMessages.appointmentsEmpty}</Text>;
  return (
    <Stack gap="sm" style={{ minWidth: 0 }} data-testid={TestId.profileAppointments}>
      {/* Five columns do not fit a phone: they scroll sideways inside the border, never the page. */}
      <Paper withBorder radius="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                {COLUMNS.map((column) => {
                  const Icon =
                    column.key !== sort
                      ? IconSelector
                      : order === 'asc'
                        ? IconChevronUp
                        : IconChevronDown;
                  return (
                    <Table.Th
                      key={column.key}
                      aria-sort={
                        column.key === sort
                          ? order === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                      }
                    >
                      <UnstyledButton onClick={() => sortBy(column.key)} fw={700} fz="sm">
                        {column.label}{' '}
                        <Icon size={14} style={{ verticalAlign: 'middle' }} aria-hidden />
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const Icon = TYPE_ICON[row.type];
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Icon size={18} aria-label={row.type.toLowerCase()} />
                    </Table.Td>
                    <Table.Td>{row.providerName}</Table.Td>
                    <Table.Td>{row.providerSpecialty ?? '—'}</Table.Td>
                    <Table.Td>{formatAppointmentDate(row.startTime, zone)}</Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" onClick={() => setViewing(row)}>
                        view encounter
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId={TestId.profileAppointments}
      />
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title="Encounter summary"
        centered
      >
        {viewing && (
          <Stack gap={4}>
            <Text>{formatAppointmentDate(viewing.startTime, zone)}</Text>
            <Text>
              {viewing.providerName}
              {viewing.providerSpecialty ? `, ${viewing.providerSpecialty}` : ''}
            </Text>
            <Text tt="capitalize">
              {viewing.type.toLowerCase()} appointment · {viewing.status.toLowerCase()}
            </Text>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
