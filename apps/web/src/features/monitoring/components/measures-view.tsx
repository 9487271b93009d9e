import { Box, Group, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import type { MonitoredPatient } from '@clinicall/shared/monitoring/partners';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { dayOf } from '../../../lib/zoned-time';
import { useAccountZone } from '../../identity';
import { useMeasures } from '../api/get-measures';
import { useReadingsLiveUpdates } from '../hooks/use-readings-live-updates';
import { useRpmRange } from '../hooks/use-rpm-range';
import { ChartsView } from './charts-view';
import { ListsView } from './lists-view';
import { ObservationsSection } from './observations-section';
import { RespiratorySoundsSection } from './respiratory-sounds-section';
import { RhythmSection } from './rhythm-section';
import { RpmRangePicker } from './rpm-range-picker';
import { RpmLoading, RpmRequestError } from './state-panels';

type Mode = 'list' | 'charts';

/** G6–G8, G13–G20: a found patient's readings over the chosen days, as lists or charts. */
export function MeasuresView(props: { partner: string; patient: MonitoredPatient }) {
  const { partner, patient } = props;
  const patientId = patient.patientId;
  const zone = useAccountZone();
  const { range, setRange, query, instants } = useRpmRange(zone);
  const [mode, setMode] = useState<Mode>('list');
  const measures = useMeasures(partner, patientId, query);
  useReadingsLiveUpdates(partner, patientId);
  const content = () => {
    if (measures.isPending) return <RpmLoading label="Loading readings" />;
    if (measures.isError) {
      return (
        <RpmRequestError
          title={RpmMessages.requestFailed}
          error={measures.error}
          onRetry={() => void measures.refetch()}
        />
      );
    }
    const data = measures.data;
    const lists = { partner, patientId, measures: data, range, zone };
    const rhythm = <RhythmSection {...lists} />;
    return (
      <Stack gap="md">
        {mode === 'list' ? (
          <ListsView {...lists} rhythm={rhythm} />
        ) : (
          <ChartsView measures={data} zone={zone} within={instants} rhythm={rhythm} />
        )}
        {patient.features.respiratorySounds && (
          <RespiratorySoundsSection
            partner={partner}
            patientId={patientId}
            query={query}
            zone={zone}
            within={instants}
            mode={mode}
          />
        )}
        {patient.features.observations && (
          <ObservationsSection partner={partner} patientId={patientId} zone={zone} mode={mode} />
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <RpmRangePicker today={dayOf(new Date(), zone)} range={range} onRange={setRange} />
        <SegmentedControl
          aria-label="Show readings as"
          value={mode}
          onChange={(next) => setMode(next)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'charts', label: 'Charts' },
          ]}
          data-testid={TestId.rpmModeToggle}
        />
      </Group>
      <Box
        aria-busy={measures.isPlaceholderData}
        style={{ opacity: measures.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        {content()}
      </Box>
    </Stack>
  );
}
