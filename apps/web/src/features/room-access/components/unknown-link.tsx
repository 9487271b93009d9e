import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';

const text = RoomAccessMessages.roomLink;
/** How long the explanation stays before the browser goes to the site root (D21). */
const SECONDS = 10;

/**
 * D21 with issue 25's "unknown links explain themselves": a link the server does not know (or whose
 * visit was cancelled or is over) says so, then goes to the site root on its own, counting down
 * each second (H13), or at once with the button.
 */
export function UnknownLink({ onLeave }: { onLeave: () => void }) {
  const [left, setLeft] = useState(SECONDS);
  const leave = useEffectEvent(onLeave);
  useEffect(() => {
    if (left === 0) return leave();
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <CenteredLayout title={text.unknownTitle}>
      <Stack gap="md" data-testid={TestId.roomLinkUnknown}>
        <Text>{text.unknown}</Text>
        <Text size="sm" c="dimmed" aria-live="off">
          {text.leavingIn(left)}
        </Text>
        <Button onClick={onLeave}>{text.toStart}</Button>
      </Stack>
    </CenteredLayout>
  );
}
