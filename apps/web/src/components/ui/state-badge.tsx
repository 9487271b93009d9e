import { Badge } from '@mantine/core';

interface StateBadgeProps {
  on: boolean;
  onLabel?: string;
  offLabel?: string;
}

/**
 * Active or inactive (enabled or disabled) in the admin lists: filled dark teal with white text
 * when on, default light gray when off (both pass axe's contrast check; a light teal did not).
 * Never narrower than its word: a phone's table would otherwise squeeze it to "ACT…".
 */
export function StateBadge({ on, onLabel = 'Active', offLabel = 'Inactive' }: StateBadgeProps) {
  return (
    <Badge
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      color={on ? 'teal.9' : 'gray'}
      variant={on ? 'filled' : 'light'}
    >
      {on ? onLabel : offLabel}
    </Badge>
  );
}
