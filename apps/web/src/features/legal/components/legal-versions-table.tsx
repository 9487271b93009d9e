import { Badge, Table, Text } from '@mantine/core';
import type { LegalVersion } from '@clinicall/shared/legal-documents';
import { TestId } from '@clinicall/shared/test-ids';
import { formatAppointmentDate } from '../../../lib/zoned-time';

const statusOf = (version: LegalVersion) =>
  version.status === 'draft' ? 'Draft' : version.shipped ? 'Template' : 'Published';

/** A document's versions, newest first, with who published each and how many accepted it. */
export function LegalVersionsTable({ versions, zone }: { versions: LegalVersion[]; zone: string }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Published</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th ta="right">Accepted by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.id} data-testid={TestId.legalVersionRow}>
              <Table.Td>v{version.version}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge
                  variant={version.status === 'draft' ? 'outline' : 'light'}
                  color={version.status === 'draft' ? 'orange' : version.shipped ? 'gray' : 'teal'}
                >
                  {statusOf(version)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {version.publishedAt ? formatAppointmentDate(version.publishedAt, zone) : '—'}
              </Table.Td>
              <Table.Td>
                {version.publishedBy
                  ? `${version.publishedBy.firstName} ${version.publishedBy.lastName}`
                  : version.shipped
                    ? 'Installed'
                    : '—'}
              </Table.Td>
              <Table.Td ta="right">
                {version.status === 'draft' || (version.shipped && version.acceptedCount === 0) ? (
                  <Text span c="dimmed">
                    —
                  </Text>
                ) : (
                  `${version.acceptedCount} ${version.acceptedCount === 1 ? 'user' : 'users'}`
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
