import { Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { MEASURES, type Measure } from '@clinicall/shared/monitoring/metrics';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { useObservations } from '../api/get-observations';
import { MeasureDigits, MeasureLabels, withUnit } from '../reading-format';
import { TrendLineChart } from './lazy-charts';
import { MetricCard } from './metric-card';
import { RpmLoading, RpmRequestError } from './state-panels';

const NAMES = MEASURES.filter((m) => m !== 'eventCount');

interface ObservationsProps {
  partner: string;
  patientId: number;
  zone: string;
  mode: 'list' | 'charts';
}

/** G20: the remote-care partner's observations of one measure, its last 60 days. */
export function ObservationsSection({ partner, patientId, zone, mode }: ObservationsProps) {
  const [name, setName] = useState<Measure>('systolic');
  const observations = useObservations(partner, patientId, name);
  const body = () => {
    if (observations.isPending) return <RpmLoading label="Loading observations" />;
    if (observations.isError) {
      return (
        <RpmRequestError
          title={RpmMessages.requestFailed}
          error={observations.error}
          onRetry={() => void observations.refetch()}
        />
      );
    }
    const list = observations.data;
    if (list.length === 0) {
      return (
        <Text c="dimmed" size="sm">
          The partner has no {MeasureLabels[name].toLowerCase()} observations in the last 60 days.
        </Text>
      );
    }
    if (mode === 'charts') {
      const rows = list.map((o) => ({ t: Date.parse(o.measuredAt), [name]: o.value })).reverse();
      const first = rows[0]?.t ?? 0;
      const last = rows.at(-1)?.t ?? 0;
      return (
        <TrendLineChart
          rows={rows}
          series={[{ name, label: MeasureLabels[name], color: 'cyan.6' }]}
          unit={list[0]?.unit === 'ratio' ? '' : (list[0]?.unit ?? '')}
          digits={MeasureDigits[name]}
          zone={zone}
          domain={[first, last + 1]}
          label={`${MeasureLabels[name]} observations of the last 60 days, ${rows.length} points`}
        />
      );
    }
    return (
      <Table.ScrollContainer minWidth={0} mah={320}>
        <Table verticalSpacing={6} stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Measured</Table.Th>
              <Table.Th>{MeasureLabels[name]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((o) => (
              <Table.Tr key={o.id} data-testid={TestId.rpmReading}>
                <Table.Td>{formatDateTime(o.measuredAt, zone)}</Table.Td>
                <Table.Td>{withUnit(o.value, o.unit, MeasureDigits[name])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };
  return (
    <div data-testid={TestId.rpmObservations}>
      <MetricCard
        metric="observations"
        title="Partner Observations"
        aside={
          <Select
            aria-label="Observation"
            size="xs"
            w={190}
            allowDeselect={false}
            data={NAMES.map((m) => ({ value: m, label: MeasureLabels[m] }))}
            value={name}
            onChange={(next) => {
              if (next !== null) setName(next);
            }}
            data-testid={TestId.rpmObservationName}
          />
        }
      >
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            The last 60 days, as the partner reports them.
          </Text>
          {body()}
        </Stack>
      </MetricCard>
    </div>
  );
}
