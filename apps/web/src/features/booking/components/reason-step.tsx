import { Stack, Textarea, TextInput } from '@mantine/core';
import { TextLimit } from '@clinicall/shared/constants';
import type { BookingDraft } from '../booking-draft';

interface ReasonStepProps {
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
}

/** C57: the condition and a message to the provider, both required. */
export function ReasonStep({ draft, onChange }: ReasonStepProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Condition"
        description="What would you like to be seen for?"
        withAsterisk
        maxLength={TextLimit.medium}
        value={draft.condition}
        onChange={(event) => onChange({ ...draft, condition: event.currentTarget.value })}
      />
      <Textarea
        label="Message to your provider"
        withAsterisk
        rows={5}
        maxLength={TextLimit.large}
        value={draft.messageBody}
        onChange={(event) => onChange({ ...draft, messageBody: event.currentTarget.value })}
      />
    </Stack>
  );
}
