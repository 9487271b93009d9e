import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TextLimit } from '@clinicall/shared/constants';
import { MAX_CODES } from '@clinicall/shared/notes/summaries';
import { TestId } from '@clinicall/shared/test-ids';
import { canAddCode } from '../notes-draft';

interface CodeListProps {
  label: string;
  codes: string[];
  onChange: (codes: string[]) => void;
}

/** E41–E43: up to six codes, each capped by the normal limit; a seventh cannot be added. */
export function CodeList({ label, codes, onChange }: CodeListProps) {
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label} (up to {MAX_CODES})
      </Text>
      {codes.map((code, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`${label} ${index + 1}`}
            value={code}
            maxLength={TextLimit.normal}
            onChange={(e) =>
              onChange(codes.map((c, i) => (i === index ? e.currentTarget.value : c)))
            }
            style={{ flex: 1 }}
            data-testid={TestId.notesCode}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            disabled={codes.length === 1}
            onClick={() => onChange(codes.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        disabled={!canAddCode(codes)}
        onClick={() => onChange([...codes, ''])}
        style={{ alignSelf: 'flex-start' }}
        data-testid={TestId.notesAddCode}
      >
        Add code
      </Button>
    </Stack>
  );
}
