import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { VideoTypeRules } from '@clinicall/shared/scheduling/constants';
import { SchedulingMessages as M } from '@clinicall/shared/scheduling/messages';
import type { VideoEncounterTypeInput } from '@clinicall/shared/scheduling/offerings';
import { TestId } from '@clinicall/shared/test-ids';

interface VideoTypesListProps {
  types: readonly VideoEncounterTypeInput[];
  busy: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** C8, C11, C14: the provider's video types, at most three. */
export function VideoTypesList({ types, busy, onAdd, onEdit, onRemove }: VideoTypesListProps) {
  const full = types.length >= VideoTypeRules.max;
  return (
    <Stack gap="xs">
      {types.length === 0 && (
        <Text size="sm" c="dimmed">
          {M.noVideoTypes}
        </Text>
      )}
      {types.map((type, index) => (
        <Group
          key={type.id ?? `new-${index}`}
          justify="space-between"
          wrap="nowrap"
          data-testid={TestId.videoTypeRow}
        >
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {type.encounterName}
            </Text>
            <Text size="sm" c="dimmed">
              {Number(type.duration ?? VideoTypeRules.defaultDuration)} minutes ·{' '}
              {usd.format(type.price ?? VideoTypeRules.defaultPrice)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${type.encounterName}`}
              onClick={() => onEdit(index)}
              disabled={busy}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Remove ${type.encounterName}`}
              onClick={() => onRemove(index)}
              disabled={busy}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      <Group gap="sm">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={full || busy}
          data-testid={TestId.videoTypeAdd}
        >
          Add video type
        </Button>
        {full && (
          <Text size="xs" c="dimmed">
            At most {VideoTypeRules.max} video types.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
