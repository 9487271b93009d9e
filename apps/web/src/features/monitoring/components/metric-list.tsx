import { Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { formatClockTime } from '../../../lib/zoned-time';
import type { AnyReading, ListView } from '../list-columns';
import { readingDays, shownDay } from '../reading-days';
import { DaySelect } from './day-select';
import { EmptyRange, MetricCard } from './metric-card';
import { SepsisBadge, sepsisRowStyle } from './sepsis-badge';

interface MetricListProps {
  def: ListView;
  rows: readonly AnyReading[];
  zone: string;
  within: { start: number; end: number };
}

/** G14–G17: one kind's readings of the chosen day under "DEVICE READING", sepsis flagged. */
export function MetricList({ def, rows, zone, within }: MetricListProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const groups = readingDays(rows, zone, within);
  const shown = shownDay(groups, chosen);
  return (
    <MetricCard
      metric={def.kind}
      title={def.title}
      aside={
        shown !== null && (
          <DaySelect
            title={def.title}
            days={groups.map((g) => g.day)}
            value={shown.day}
            onChange={setChosen}
          />
        )
      }
    >
      {shown === null ? (
        <EmptyRange />
      ) : (
        <Table.ScrollContainer minWidth={0} mah={320}>
          <Table striped={false} highlightOnHover verticalSpacing={6} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>DEVICE READING</Table.Th>
                {def.extra.map((column) => (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  style={row.sepsis ? sepsisRowStyle : undefined}
                  data-testid={TestId.rpmReading}
                  data-sepsis={row.sepsis}
                >
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatClockTime(row.measuredAt, zone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {def.reading(row)}
                      </Text>
                      {row.sepsis && <SepsisBadge />}
                    </Group>
                  </Table.Td>
                  {def.extra.map((column) => (
                    <Table.Td key={column.label}>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {column.value(row)}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </MetricCard>
  );
}
