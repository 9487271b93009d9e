import { Button, Group } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';

interface WizardButtonsProps {
  onBack?: () => void;
  /** Continue stays clickable on an invalid step (F110): the press reveals the errors. */
  continueLabel?: string;
  busy?: boolean;
}

/** Back (hidden on the first step) and Continue, which submits the step's form. */
export function WizardButtons({ onBack, continueLabel = 'Continue', busy }: WizardButtonsProps) {
  return (
    <Group justify="space-between" mt="lg">
      {onBack ? (
        <Button variant="default" onClick={onBack} data-testid={TestId.signupBack}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={busy} data-testid={TestId.signupContinue}>
        {continueLabel}
      </Button>
    </Group>
  );
}
