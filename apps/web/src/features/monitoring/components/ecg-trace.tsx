import { Box, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { RpmMessages } from '@clinicall/shared/monitoring/signup';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { useRhythmTrace } from '../api/get-rhythm-trace';
import { RpmLoading, RpmRequestError } from './state-panels';

// uPlot loads with the first trace shown, never with the rest of the app.
const EcgChart = lazy(async () => ({ default: (await import('./ecg-chart')).EcgChart }));
/** The chart's height, kept while its module loads. */
const EcgChartHeight = 220;

interface EcgTraceProps {
  partner: string;
  patientId: number;
  readingId: number;
  zone: string;
}

/** G18: one rhythm reading's ECG strip, with when it was recorded and its pulse. */
export function EcgTrace({ partner, patientId, readingId, zone }: EcgTraceProps) {
  const trace = useRhythmTrace(partner, patientId, readingId);
  if (trace.isPending) return <RpmLoading label="Loading the ECG" />;
  if (trace.isError) {
    return (
      <RpmRequestError
        title={RpmMessages.requestFailed}
        error={trace.error}
        onRetry={() => void trace.refetch()}
      />
    );
  }
  const { data } = trace;
  const seconds = data.samples.length / data.hz;
  const summary = `ECG of ${formatDateTime(data.measuredAt, zone)}: ${seconds.toFixed(0)} seconds at ${data.hz} Hz, pulse ${data.pulse} bpm`;
  return (
    <Stack gap={4} data-testid={TestId.rpmEcgTrace} data-reading={data.id}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          ECG · {formatDateTime(data.measuredAt, zone)}
        </Text>
        <Text size="sm" c="dimmed">
          {data.pulse} bpm · {seconds.toFixed(0)} s
        </Text>
      </Group>
      <Suspense fallback={<Box h={EcgChartHeight} />}>
        <EcgChart samples={data.samples} hz={data.hz} label={summary} />
      </Suspense>
    </Stack>
  );
}
