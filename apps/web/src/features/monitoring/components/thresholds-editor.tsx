import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  ThresholdSchema,
  type Threshold,
  type Thresholds,
} from '@clinicall/shared/monitoring/alerts';
import { TestId } from '@clinicall/shared/test-ids';
import { MeasureLabels, rangeText, sustainText } from './alert-text';

interface ThresholdsEditorProps {
  initial: Thresholds;
  /** A patient's editor shows the clinic's defaults beside each measure and can go back to them. */
  defaults?: Thresholds;
  saving: boolean;
  /** What the server answered when saving failed. */
  error: Error | null;
  onSave: (thresholds: Thresholds) => void;
  onCancel?: () => void;
}

const NO_DATA_MAX = 24 * 30;
const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null);

/** The rules of each measure's threshold (issue 23 point 5), checked as the server checks them. */
function errorsOf(rows: Threshold[], noDataHours: number | null) {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    const parsed = ThresholdSchema.safeParse(row);
    for (const issue of parsed.error?.issues ?? []) {
      errors[`${index}.${String(issue.path[0])}`] ??= issue.message;
    }
  });
  if (noDataHours === null || noDataHours < 1 || noDataHours > NO_DATA_MAX) {
    errors.noDataHours = `Enter between 1 and ${NO_DATA_MAX} hours.`;
  }
  return errors;
}

/** Thresholds per measure: low and high limits, how long a reading must stay out, the hysteresis. */
export function ThresholdsEditor(props: ThresholdsEditorProps) {
  const [rows, setRows] = useState<Threshold[]>(props.initial.thresholds);
  const [noDataHours, setNoDataHours] = useState<number | null>(props.initial.noDataHours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (index: number, patch: Partial<Threshold>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const defaults = props.defaults;
  const save = () => {
    const found = errorsOf(rows, noDataHours);
    setErrors(found);
    if (Object.keys(found).length === 0 && noDataHours !== null) {
      props.onSave({ thresholds: rows, noDataHours });
    }
  };
  const resetToDefaults = () => {
    if (!defaults) return;
    setRows(rows.map((row) => defaults.thresholds.find((d) => d.measure === row.measure) ?? row));
    setNoDataHours(defaults.noDataHours);
    setErrors({});
  };

  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const clinic = defaults?.thresholds.find((d) => d.measure === row.measure);
        // Every measure has a Low and a High: the accessible name says whose (the label stays in it).
        const field = (name: keyof Threshold, label: string) => ({
          label,
          'aria-label': `${MeasureLabels[row.measure]}: ${label}`,
          error: errors[`${index}.${name}`],
        });
        return (
          <Paper key={row.measure} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
              <Text fw={600}>{MeasureLabels[row.measure]}</Text>
              {defaults && (
                <Text size="sm" c="dimmed">
                  Clinic:{' '}
                  {clinic ? `${rangeText(clinic)}, ${sustainText(clinic.sustainMinutes)}` : 'none'}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <NumberInput
                value={row.low ?? ''}
                onChange={(v) => set(index, { low: numberOrNull(v) })}
                {...field('low', 'Low')}
              />
              <NumberInput
                value={row.high ?? ''}
                onChange={(v) => set(index, { high: numberOrNull(v) })}
                {...field('high', 'High')}
              />
              <NumberInput
                min={0}
                max={24 * 60}
                allowDecimal={false}
                value={row.sustainMinutes}
                onChange={(v) => set(index, { sustainMinutes: numberOrNull(v) ?? 0 })}
                {...field('sustainMinutes', 'For (minutes)')}
              />
              <NumberInput
                min={0}
                value={row.hysteresis}
                onChange={(v) => set(index, { hysteresis: numberOrNull(v) ?? 0 })}
                {...field('hysteresis', 'Hysteresis')}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
      <NumberInput
        label="Alert when a device sends nothing for (hours)"
        description={defaults ? `Clinic: ${defaults.noDataHours} hours` : undefined}
        min={1}
        max={NO_DATA_MAX}
        allowDecimal={false}
        value={noDataHours ?? ''}
        onChange={(v) => setNoDataHours(numberOrNull(v))}
        error={errors.noDataHours}
        maw={360}
      />
      {props.error && (
        <Alert color="red" variant="light" role="alert" data-testid={TestId.rpmThresholdsError}>
          The thresholds were not saved. {props.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs" wrap="wrap">
        {defaults && (
          <Button
            variant="subtle"
            onClick={resetToDefaults}
            mr="auto"
            data-testid={TestId.rpmThresholdsReset}
          >
            Use clinic defaults
          </Button>
        )}
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
        <Button onClick={save} loading={props.saving} data-testid={TestId.rpmThresholdsSave}>
          Save thresholds
        </Button>
      </Group>
    </Stack>
  );
}
