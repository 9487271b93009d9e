import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ProfileColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

interface ProfileTableProps<Row> {
  /** Names the rows for assistive technology, e.g. "Medications". */
  caption: string;
  columns: ProfileColumn<Row>[];
  rows: Row[];
}

/**
 * A profile table (medications, allergies): a table where there is room; below the `sm`
 * breakpoint each row becomes a bordered card of label and value pairs, so no column is cut off
 * at a phone's edge and nothing needs scrolling sideways.
 */
export function ProfileTable<Row>({ caption, columns, rows }: ProfileTableProps<Row>) {
  const phone = useMediaQuery('(max-width: 48em)');
  if (phone) {
    return (
      <Stack gap="xs" component="ul" aria-label={caption} p={0} m={0}>
        {rows.map((row, index) => (
          <Paper
            key={index}
            component="li"
            withBorder
            radius="sm"
            p="xs"
            style={{ listStyle: 'none' }}
          >
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
              {columns.map((column) => (
                <Stack key={column.label} gap={0} style={{ minWidth: 0 }}>
                  <Text component="dt" size="xs" c="dimmed">
                    {column.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {column.value(row)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.label} style={{ overflowWrap: 'anywhere' }}>
                  {column.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
