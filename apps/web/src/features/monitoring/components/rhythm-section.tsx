import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import { useState } from 'react';
import { TestId } from '@clinicall/shared/test-ids';
import { formatClockTime } from '../../../lib/zoned-time';
import { useDayList } from '../hooks/use-day-list';
import { withUnit } from '../reading-format';
import { DayPages } from './day-pages';
import { DaySelect } from './day-select';
import { EcgTrace } from './ecg-trace';
import { EmptyRange, MetricCard } from './metric-card';
import type { DayListProps } from './metric-list';
import { SepsisBadge, sepsisRowStyle } from './sepsis-badge';

/** G18: the rhythm readings of a day with their pulse, and the ECG trace of the one chosen. */
export function RhythmSection(props: DayListProps) {
  const { partner, patientId, zone } = props;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = useDayList({ ...props, kind: 'rhythm' });
  const { shown, rows } = list;
  const traced = rows.find((r) => r.id === chosenId && r.hasEcg) ?? rows.find((r) => r.hasEcg);
  return (
    <MetricCard
      metric="rhythm"
      title="Rhythm"
      aside={
        shown !== null && (
          <DaySelect title="Rhythm" days={list.days} value={shown.day} onChange={list.choose} />
        )
      }
    >
      {shown === null ? (
        <EmptyRange />
      ) : (
        <Stack gap="sm" data-testid={TestId.rpmRhythm}>
          <DayPages list={list}>
            <Table.ScrollContainer minWidth={0} mah={240}>
              <Table verticalSpacing={6} stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>DEVICE READING</Table.Th>
                    <Table.Th>ECG</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr
                      key={row.id}
                      style={row.sepsis ? sepsisRowStyle : undefined}
                      data-testid={TestId.rpmReading}
                      data-sepsis={row.sepsis}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatClockTime(row.measuredAt, zone)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                            {withUnit(row.pulse, row.units, 0)}
                          </Text>
                          {row.sepsis && <SepsisBadge />}
                        </Group>
                        {row.type !== null && (
                          <Text size="xs" c="dimmed">
                            {row.type}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {row.hasEcg ? (
                          <Button
                            size="compact-xs"
                            variant={traced?.id === row.id ? 'filled' : 'light'}
                            leftSection={<IconHeartbeat size={14} aria-hidden />}
                            aria-pressed={traced?.id === row.id}
                            aria-label={`ECG of ${formatClockTime(row.measuredAt, zone)}`}
                            onClick={() => setChosenId(row.id)}
                            data-testid={TestId.rpmEcgButton}
                          >
                            View
                          </Button>
                        ) : (
                          <Text size="sm" c="dimmed">
                            None
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </DayPages>
          {traced !== undefined && (
            <EcgTrace partner={partner} patientId={patientId} readingId={traced.id} zone={zone} />
          )}
        </Stack>
      )}
    </MetricCard>
  );
}
