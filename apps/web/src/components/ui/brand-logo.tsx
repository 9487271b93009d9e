import { Group, Text } from '@mantine/core';

/** The Clinicall mark: a rounded cross in the primary colour, then the name. */
export function BrandLogo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
        <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
      </svg>
      <Text component="span" fw={700} fz={size * 0.7} c="var(--mantine-color-text)" lh={1}>
        Clinicall
      </Text>
    </Group>
  );
}
