import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TestId } from '@clinicall/shared/test-ids';

interface ProfileRowProps {
  label: string;
  children: ReactNode;
  /** Absent when the viewer may not change this row. */
  onEdit?: (() => void) | undefined;
  actionLabel?: string;
}

/** F16, F18: one account row; the arrow opens its edit modal. */
export function ProfileRow({ label, children, onEdit, actionLabel }: ProfileRowProps) {
  const body = (
    <Group justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
      </Stack>
      {onEdit &&
        (actionLabel ? (
          <Text size="sm" c="clinic" fw={600}>
            {actionLabel}
          </Text>
        ) : (
          <ActionIcon component="span" variant="subtle" aria-hidden>
            <IconChevronRight size={18} />
          </ActionIcon>
        ))}
    </Group>
  );
  if (!onEdit) return <div data-testid={TestId.profileRow}>{body}</div>;
  return (
    <UnstyledButton
      onClick={onEdit}
      aria-label={`Edit ${label}`}
      data-testid={TestId.profileEdit}
      style={{ display: 'block', width: '100%' }}
    >
      {body}
    </UnstyledButton>
  );
}
