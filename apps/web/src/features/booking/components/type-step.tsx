import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import type { Offerings } from '@clinicall/shared/scheduling/offerings';
import {
  EncounterTypeLabel,
  EncounterTypeSchema,
  type EncounterType,
} from '@clinicall/shared/scheduling/types';
import { TestId } from '@clinicall/shared/test-ids';
import { chooseType, chooseVideoType, type BookingDraft } from '../booking-draft';
import { usd } from '../usd';

interface TypeStepProps {
  offerings: Offerings;
  draft: BookingDraft;
  onChange: (draft: BookingDraft) => void;
  /** Offered types shown but not choosable here (C7: message for providers). */
  disabledTypes?: readonly EncounterType[];
}

/** Why a type is shown disabled. */
const DISABLED_NOTE = 'Patients start message encounters; providers cannot book them.';

/** C7, C15, C32–C36: the kinds of appointment the provider offers, and the video sub-type. */
export function TypeStep({ offerings, draft, onChange, disabledTypes = [] }: TypeStepProps) {
  const shown = offerings.encounterAccounts.filter((account) => account.active);
  const offered = shown.filter((account) => !disabledTypes.includes(account.encounterType));
  const videoTypes =
    offered.find((account) => account.encounterType === 'VIDEO')?.encounterVideoTypes ?? [];

  // C36: a lone option is chosen for the patient.
  const [onlyType] = offered;
  const [onlyVideoType] = videoTypes;
  useEffect(() => {
    if (offered.length === 1 && onlyType !== undefined && draft.type === null) {
      onChange(chooseType(draft, onlyType.encounterType));
    } else if (
      draft.type === 'VIDEO' &&
      videoTypes.length === 1 &&
      onlyVideoType !== undefined &&
      draft.videoTypeId === null
    ) {
      onChange(chooseVideoType(draft, onlyVideoType));
    }
  }, [draft, offered.length, onlyType, videoTypes.length, onlyVideoType, onChange]);

  if (shown.length === 0) {
    return <Text c="dimmed">This provider does not offer appointments at the moment.</Text>;
  }
  return (
    <Stack gap="md">
      <Radio.Group
        label="Type of appointment"
        value={draft.type}
        onChange={(value) => onChange(chooseType(draft, EncounterTypeSchema.parse(value)))}
      >
        <Stack gap="xs" mt="xs">
          {shown.map(({ encounterType }) => {
            const disabled = disabledTypes.includes(encounterType);
            return (
              <Radio
                key={encounterType}
                value={encounterType}
                label={EncounterTypeLabel[encounterType]}
                disabled={disabled}
                description={disabled ? DISABLED_NOTE : undefined}
                data-testid={TestId.bookingTypeOption}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      {draft.type === 'VIDEO' &&
        (videoTypes.length === 0 ? (
          <Alert color="yellow" variant="light">
            {M.noVideoTypes}
          </Alert>
        ) : (
          <Radio.Group
            label="Kind of video exam"
            value={draft.videoTypeId === null ? null : String(draft.videoTypeId)}
            onChange={(value) => {
              const chosen = videoTypes.find((type) => String(type.id) === value);
              if (chosen !== undefined) onChange(chooseVideoType(draft, chosen));
            }}
          >
            <Stack gap="xs" mt="xs">
              {videoTypes.map((type) => (
                <Radio
                  key={type.id}
                  value={String(type.id)}
                  label={`${type.encounterName} · ${type.duration} minutes · ${usd.format(type.price)}`}
                  description={type.description}
                  data-testid={TestId.bookingVideoTypeOption}
                />
              ))}
            </Stack>
          </Radio.Group>
        ))}
    </Stack>
  );
}
