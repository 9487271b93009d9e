import { Autocomplete, Stack } from '@mantine/core';
import { TextLimit } from '@clinicall/shared/constants';
import type { Precondition } from '@clinicall/shared/scheduling/preconditions';
import { usePreconditions } from '../api/get-preconditions';
import type { BookingDraft } from '../booking-draft';
import { CountedTextarea } from '../../../components/ui/counted-textarea';

interface ReasonStepProps {
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
}

const GROUPS: Record<Precondition['source'], string> = {
  previous: 'Your earlier visits',
  common: 'Common reasons',
};

/** The offered conditions in their groups, leaving out a group with nothing in it. */
function grouped(conditions: readonly Precondition[]) {
  return (Object.keys(GROUPS) as Precondition['source'][])
    .map((source) => ({
      group: GROUPS[source],
      items: conditions.filter((c) => c.source === source).map((c) => c.description),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * C57: the condition (picked from GET /patients/preconditions or typed) and a message to the
 * provider, both required.
 */
export function ReasonStep({ draft, onChange }: ReasonStepProps) {
  const conditions = usePreconditions();
  return (
    <Stack gap="sm">
      <Autocomplete
        label="Condition"
        description="What would you like to be seen for? Choose one or describe your own."
        withAsterisk
        data={grouped(conditions.data ?? [])}
        maxLength={TextLimit.medium}
        maxDropdownHeight={240}
        value={draft.condition}
        onChange={(condition) => onChange({ ...draft, condition })}
      />
      <CountedTextarea
        max={TextLimit.large}
        label="Message to your provider"
        withAsterisk
        rows={5}
        value={draft.messageBody}
        onChange={(event) => onChange({ ...draft, messageBody: event.currentTarget.value })}
      />
    </Stack>
  );
}
