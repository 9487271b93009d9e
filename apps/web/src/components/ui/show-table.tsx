import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { showOverlays } from './overlay-host';

/** One captioned group of rows; a group without rows is left out. */
export interface TableSection {
  caption: string;
  rows: readonly (readonly string[])[];
}

interface ShowTableInput {
  title: string;
  columns: readonly string[];
  sections: readonly TableSection[];
  /** A closing line under the tables (a count, or what happened to the rest). */
  footer?: ReactNode;
  testId?: string;
}

const MODAL_ID = 'show-table';

function SectionTable({ columns, section }: { columns: readonly string[]; section: TableSection }) {
  return (
    <Stack gap={4}>
      <Text fw={500}>{section.caption}</Text>
      <ScrollArea.Autosize mah={200} type="auto">
        <Table striped withTableBorder stickyHeader>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {section.rows.map((row, index) => (
              <Table.Tr key={index}>
                {row.map((cell, column) => (
                  <Table.Td key={column} style={{ overflowWrap: 'anywhere' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** H3: the show-table dialog for tabular results: captioned tables of one shape, then Close. */
export async function showTable({
  title,
  columns,
  sections,
  footer,
  testId = TestId.showTable,
}: ShowTableInput): Promise<void> {
  await showOverlays();
  modals.close(MODAL_ID);
  modals.open({
    modalId: MODAL_ID,
    title,
    centered: true,
    size: 'lg',
    children: (
      <Stack gap="md" data-testid={testId}>
        {sections
          .filter((section) => section.rows.length > 0)
          .map((section) => (
            <SectionTable key={section.caption} columns={columns} section={section} />
          ))}
        {footer !== undefined && <Text fw={500}>{footer}</Text>}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(MODAL_ID)}>Close</Button>
        </Group>
      </Stack>
    ),
  });
}
