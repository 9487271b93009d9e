import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface OfferingCardProps {
  title: string;
  description: string;
  active: boolean;
  onChange: (active: boolean) => void;
  children?: ReactNode;
}

/** C2: one kind of appointment the provider offers, with its on/off switch. */
export function OfferingCard({
  title,
  description,
  active,
  onChange,
  children,
}: OfferingCardProps) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={TestId.offeringsCard}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Switch
            checked={active}
            onChange={(event) => onChange(event.currentTarget.checked)}
            aria-label={`Offer ${title}`}
            data-testid={TestId.offeringsSwitch}
          />
        </Group>
        {active && children}
      </Stack>
    </Card>
  );
}
