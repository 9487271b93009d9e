import { Group, Table, Text } from '@mantine/core';
import type { Measures } from '@clinicall/shared/monitoring/measures';
import { TestId } from '@clinicall/shared/test-ids';
import { formatClockTime } from '../../../lib/zoned-time';
import { useDayList } from '../hooks/use-day-list';
import type { AnyReading, ListView } from '../list-columns';
import type { DayRange } from '../rpm-range';
import { DayPages } from './day-pages';
import { DaySelect } from './day-select';
import { EmptyRange, MetricCard } from './metric-card';
import { SepsisBadge, sepsisRowStyle } from './sepsis-badge';

export interface DayListProps {
  partner: string;
  patientId: number;
  measures: Measures;
  range: DayRange;
  zone: string;
}

/** G14–G17: one kind's readings of the chosen day under "DEVICE READING", sepsis flagged. */
export function MetricList({ def, ...props }: DayListProps & { def: ListView }) {
  const { zone } = props;
  const list = useDayList({ ...props, kind: def.kind });
  const { shown } = list;
  return (
    <MetricCard
      metric={def.kind}
      title={def.title}
      aside={
        shown !== null && (
          <DaySelect title={def.title} days={list.days} value={shown.day} onChange={list.choose} />
        )
      }
    >
      {shown === null ? (
        <EmptyRange />
      ) : (
        <DayPages list={list}>
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
                {(list.rows as readonly AnyReading[]).map((row) => (
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
        </DayPages>
      )}
    </MetricCard>
  );
}
