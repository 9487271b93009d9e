import { Code, Paper, Stack, Table, Text } from '@mantine/core';
import { AdminAuditMessages } from '@clinicall/shared/admin-audit/admin-audit';
import { TestId } from '@clinicall/shared/test-ids';
import { formatAppointmentDate } from '../../../lib/zoned-time';
import type { AdminAuditEntry } from '../api/admin-audit';

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '(none)'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function Changes({ changes }: { changes: AdminAuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map(([field, change]) => (
        <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Code>{field}</Code> {shown(change.from)} → {shown(change.to)}
        </Text>
      ))}
    </Stack>
  );
}

/** Issue 20 point 8: the admin actions, newest first; wide, so it scrolls sideways on a phone. */
export function AdminAuditTable({ entries, zone }: { entries: AdminAuditEntry[]; zone: string }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" data-testid={TestId.adminAuditTable}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Done by</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Changes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.id} data-testid={TestId.adminAuditRow}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.at}>{formatAppointmentDate(entry.at, zone)}</time>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {entry.actor
                      ? `${entry.actor.firstName} ${entry.actor.lastName}`
                      : AdminAuditMessages.formerUser}
                  </Text>
                  {entry.actor && (
                    <Text size="xs" c="dimmed">
                      id {entry.actor.id}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {entry.action}
                  </Text>
                  {entry.clinic && (
                    <Text size="xs" c="dimmed">
                      {entry.clinic.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {entry.target ? `${entry.target.type} ${entry.target.id}` : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Changes changes={entry.changes} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
