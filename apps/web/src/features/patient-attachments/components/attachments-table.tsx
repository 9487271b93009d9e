import { Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { AttachmentSortField, PatientAttachment } from '@clinicall/shared/patient-attachments';
import { TestId } from '@clinicall/shared/test-ids';
import type { AttachmentListFilter } from '../api/query-keys';

const columns: { field: AttachmentSortField; label: string }[] = [
  { field: 'fileName', label: 'File name' },
  { field: 'uploadedBy', label: 'Uploaded by' },
  { field: 'uploadedDate', label: 'Uploaded date' },
];

interface AttachmentsTableProps {
  attachments: PatientAttachment[];
  order: Pick<AttachmentListFilter, 'sort' | 'direction'>;
  onSort: (field: AttachmentSortField) => void;
  onOpen: (attachment: PatientAttachment) => void;
  formatDate: (iso: string) => string;
}

/** F53, F54: sortable columns; a file's name downloads it. */
export function AttachmentsTable({
  attachments,
  order,
  onSort,
  onOpen,
  formatDate,
}: AttachmentsTableProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover data-testid={TestId.attachmentsList}>
      <Table.Thead>
        <Table.Tr>
          {columns.map(({ field, label }) => {
            const active = order.sort === field;
            const Icon = !active
              ? IconSelector
              : order.direction === 'asc'
                ? IconArrowUp
                : IconArrowDown;
            return (
              <Table.Th
                key={field}
                // On a phone the name's cell carries the other two; the order is chosen above.
                visibleFrom={field === 'fileName' ? undefined : 'sm'}
                aria-sort={
                  active ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                }
              >
                <UnstyledButton
                  onClick={() => onSort(field)}
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: 4,
                    fontWeight: 600,
                  }}
                >
                  {label}
                  <Icon size={14} aria-hidden />
                </UnstyledButton>
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {attachments.map((attachment) => (
          <Table.Tr key={attachment.id} data-testid={TestId.attachmentRow}>
            <Table.Td>
              <UnstyledButton
                onClick={() => onOpen(attachment)}
                c="blue.8"
                td="underline"
                style={{ wordBreak: 'break-word' }}
              >
                {attachment.fileName}
              </UnstyledButton>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {attachment.uploadedBy} · {formatDate(attachment.uploadedDate)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm">{attachment.uploadedBy}</Text>
            </Table.Td>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(attachment.uploadedDate)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
