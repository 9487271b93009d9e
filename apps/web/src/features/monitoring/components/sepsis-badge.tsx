import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** G16: a reading the partner flagged for sepsis. */
export function SepsisBadge() {
  return (
    <Badge color="red" variant="filled" size="sm" leftSection={<IconAlertTriangle size={12} />}>
      Sepsis
    </Badge>
  );
}

/** G16: a flagged reading's row stands out on its own, not only by its badge's colour. */
export const sepsisRowStyle = {
  backgroundColor: 'var(--mantine-color-red-light)',
  boxShadow: 'inset 3px 0 0 var(--mantine-color-red-filled)',
} as const;
