import { Table } from '@mantine/core';
import { useState } from 'react';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { formatClockTime } from '../../../lib/zoned-time';
import { useRespiratorySounds } from '../api/get-respiratory-sounds';
import type { DayRangeQuery } from '../api/monitoring-keys';
import { readingDays, shownDay } from '../reading-days';
import { soundRows } from '../sound-rows';
import { DaySelect } from './day-select';
import { SoundsBarChart } from './lazy-charts';
import { EmptyRange, MetricCard } from './metric-card';
import { RpmLoading, RpmRequestError } from './state-panels';

interface SoundsProps {
  partner: string;
  patientId: number;
  query: DayRangeQuery;
  zone: string;
  within: { start: number; end: number };
  mode: 'list' | 'charts';
}

const SOUND_NAMES = { COUGH: 'Cough', RHONCHI: 'Rhonchi', WHEEZE: 'Wheeze', CRACKLES: 'Crackles' };

/** G19: the respiratory-sounds partner's counts of COUGH, RHONCHI, WHEEZE and CRACKLES. */
export function RespiratorySoundsSection(props: SoundsProps) {
  const { partner, patientId, query, zone, within, mode } = props;
  const sounds = useRespiratorySounds(partner, patientId, query);
  const [chosen, setChosen] = useState<string | null>(null);
  const intervals = (sounds.data ?? []).map((s) => ({ ...s, measuredAt: s.intervalStart }));
  const groups = readingDays(intervals, zone, within);
  const shown = shownDay(groups, chosen);
  const body = () => {
    if (sounds.isPending) return <RpmLoading label="Loading respiratory sounds" />;
    if (sounds.isError) {
      return (
        <RpmRequestError
          title={RpmMessages.requestFailed}
          error={sounds.error}
          onRetry={() => void sounds.refetch()}
        />
      );
    }
    if (shown === null) return <EmptyRange />;
    if (mode === 'charts') {
      const rows = soundRows(sounds.data, zone, within);
      return (
        <SoundsBarChart rows={rows} label={`Respiratory sounds per day, ${rows.length} days`} />
      );
    }
    return (
      <Table.ScrollContainer minWidth={0} mah={320}>
        <Table verticalSpacing={6} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Interval start</Table.Th>
              <Table.Th>DEVICE READING</Table.Th>
              <Table.Th>Events</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((row) => (
              <Table.Tr key={`${row.sound}-${row.intervalStart}`} data-testid={TestId.rpmReading}>
                <Table.Td>{formatClockTime(row.intervalStart, zone)}</Table.Td>
                <Table.Td>{SOUND_NAMES[row.sound]}</Table.Td>
                <Table.Td>{row.eventCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <div data-testid={TestId.rpmSounds}>
      <MetricCard
        metric="respiratorySounds"
        title="Respiratory Sounds"
        aside={
          mode === 'list' &&
          shown !== null && (
            <DaySelect
              title="Respiratory Sounds"
              days={groups.map((g) => g.day)}
              value={shown.day}
              onChange={setChosen}
            />
          )
        }
      >
        {body()}
      </MetricCard>
    </div>
  );
}
