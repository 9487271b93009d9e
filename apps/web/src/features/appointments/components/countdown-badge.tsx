import { Badge } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { countdownAt } from '../countdown';
import { useNow } from '../hooks/use-now';

/** Spec 1 §4: the mm:ss countdown before start, then "Started" for 30 minutes. */
export function CountdownBadge({ startTime }: { startTime: string }) {
  const state = countdownAt(startTime, useNow());
  if (state.kind === 'hidden') return null;
  if (state.kind === 'started') {
    return (
      <Badge color="teal.9" variant="filled" data-testid={TestId.appointmentCountdown}>
        Started
      </Badge>
    );
  }
  // Light orange and red badges put their small text under 4.5:1 (axe): the last five minutes are
  // white on dark red, earlier ones dark text on light yellow.
  const tone =
    state.tone === 'five'
      ? { color: 'red.9', variant: 'filled' }
      : { color: 'yellow', variant: 'light', c: 'dark.7' };
  return (
    <Badge
      {...tone}
      aria-label={`Starts in ${state.text}`}
      data-testid={TestId.appointmentCountdown}
      data-tone={state.tone}
    >
      {state.text}
    </Badge>
  );
}
