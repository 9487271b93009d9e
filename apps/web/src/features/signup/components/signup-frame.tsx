import { Card, Container, Stack, Stepper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/ui/brand-logo';

interface SignupFrameProps {
  title: string;
  steps?: readonly { label: string }[];
  active?: number;
  children: ReactNode;
}

/** The sign-up screens' frame: no site header (spec 2 §2), the logo, the steps and a card. */
export function SignupFrame({ title, steps, active = 0, children }: SignupFrameProps) {
  return (
    <Container size="md" py="xl" px="sm">
      <Stack gap="lg">
        <BrandLogo />
        <Title order={1} fz="h2">
          {title}
        </Title>
        {steps && (
          <Stepper active={active} size="xs" allowNextStepsSelect={false} visibleFrom="sm">
            {steps.map((step) => (
              <Stepper.Step key={step.label} label={step.label} />
            ))}
          </Stepper>
        )}
        <Card withBorder padding="lg">
          {children}
        </Card>
      </Stack>
    </Container>
  );
}
