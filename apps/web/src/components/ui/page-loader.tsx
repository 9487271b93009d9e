import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code or first data loads; announced politely to screen readers. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
