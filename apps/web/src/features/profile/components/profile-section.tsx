import { Button, Card, Group, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** The anchor the profile's side navigation links to. */
  id: string;
  title: string;
  /** Absent when the viewer may not change this section: then there is no Edit button. */
  onEdit?: (() => void) | undefined;
  testId?: string;
  children: ReactNode;
}

/** F17, F48: a titled card of a patient's or provider's profile, with its Edit button. */
export function ProfileSection({ id, title, onEdit, testId, children }: ProfileSectionProps) {
  return (
    <Card withBorder radius="md" padding="md" id={id} data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {onEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={`Edit ${title.toLowerCase()}`}
          >
            Edit
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}
