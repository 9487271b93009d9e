import { Paper, Table, Text } from '@mantine/core';
import {
  RecordAccessMessages,
  readerRoleLabel,
  readKindLabel,
} from '@clinicall/shared/record-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { formatAppointmentDate } from '../../../lib/zoned-time';
import type { AccessLogEntry } from '../api/access-log';

type Named = AccessLogEntry['patient'];

const nameOf = (person: Named) =>
  person === null ? RecordAccessMessages.formerUser : `${person.firstName} ${person.lastName}`;

function Person({ person }: { person: Named }) {
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {nameOf(person)}
      </Text>
      {person !== null && (
        <Text size="xs" c="dimmed">
          id {person.id}
        </Text>
      )}
    </>
  );
}

/** Issue 19 path 5: the access log's rows, newest first; wide, so it scrolls sideways on a phone. */
export function AccessLogTable({ entries, zone }: { entries: AccessLogEntry[]; zone: string }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" data-testid={TestId.accessLogTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Patient</Table.Th>
              <Table.Th>Read by</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>From address</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {/* One audit row names every patient an answer showed: its id repeats across them. */}
            {entries.map((entry, index) => (
              <Table.Tr key={`${entry.id}.${index}`} data-testid={TestId.accessLogRow}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{formatAppointmentDate(entry.at, zone)}</time>
                </Table.Td>
                <Table.Td>
                  <Person person={entry.patient} />
                </Table.Td>
                <Table.Td>
                  <Person person={entry.reader} />
                  <Text size="xs" c="dimmed">
                    {readerRoleLabel(entry.readerRole)}
                    {entry.actingAssistant !== null &&
                      `, opened by assistant ${nameOf(entry.actingAssistant)}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{readKindLabel(entry.kind)}</Text>
                  {entry.recordId !== null && (
                    <Text size="xs" c="dimmed">
                      record {entry.recordId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.ip ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
