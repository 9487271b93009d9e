import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface StepNavigatorProps {
  title: string;
  /** Every step's title, in order; the current one is numbered and shown in full. */
  steps: readonly string[];
  current: number;
  canContinue: boolean;
  /** The last step's forward button ("Schedule", "Confirm"). */
  finishLabel: string;
  busy?: boolean;
  onBack: () => void;
  onCancel: () => void;
  onContinue: () => void;
  children: ReactNode;
}

/**
 * C38: a wizard's frame: its title, the numbered steps, and Back (hidden on the first step),
 * Cancel and Continue, which stays disabled until the step allows going on.
 */
export function StepNavigator(props: StepNavigatorProps) {
  const { steps, current } = props;
  const last = current === steps.length - 1;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {props.title}
      </Title>
      <Group gap={6} wrap="wrap" aria-label="Steps" component="ol" p={0} m={0}>
        {steps.map((step, index) => (
          <Box component="li" key={step} style={{ listStyle: 'none' }}>
            <ThemeIcon
              radius="xl"
              size="md"
              variant={index === current ? 'filled' : index < current ? 'light' : 'default'}
              aria-label={`Step ${index + 1}: ${step}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <Text size="xs" fw={700} aria-hidden>
                {index + 1}
              </Text>
            </ThemeIcon>
          </Box>
        ))}
      </Group>
      <Paper withBorder radius="md" p="md" data-testid={TestId.wizardStep}>
        <Stack gap="md">
          <Title order={2} fz="h3">
            {current + 1} {steps[current]}
          </Title>
          {props.children}
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Box>
          {current > 0 && (
            <Button variant="default" onClick={props.onBack} data-testid={TestId.wizardBack}>
              Back
            </Button>
          )}
        </Box>
        <Group gap="sm">
          <Button variant="subtle" onClick={props.onCancel} data-testid={TestId.wizardCancel}>
            Cancel
          </Button>
          <Button
            onClick={props.onContinue}
            disabled={!props.canContinue}
            loading={props.busy === true}
            data-testid={TestId.wizardContinue}
          >
            {last ? props.finishLabel : 'Continue'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
