import { ActionIcon, Affix, Card, CloseButton, Group, Text, Transition } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SupportMessages } from '@clinicall/shared/support';
import { TestId } from '@clinicall/shared/test-ids';
import { SupportLink } from './support-link';

/** F134: how long the widget shows before it hides itself. */
export const SUPPORT_WIDGET_MS = 3000;

/** F134: the support widget hides after 3 seconds; a button opens it again. */
export function SupportWidget() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), SUPPORT_WIDGET_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition mounted={open} transition="slide-up">
        {(style) => (
          <Card withBorder shadow="md" w={280} style={style} data-testid={TestId.supportWidget}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>Need help?</Text>
              <CloseButton aria-label="Hide support" onClick={() => setOpen(false)} />
            </Group>
            <Text size="sm">Live chat {SupportMessages.liveChatHours}.</Text>
            <SupportLink
              kind="liveChatUrl"
              label="Start a live chat"
              testId={TestId.supportWidgetChat}
            />
          </Card>
        )}
      </Transition>
      {!open && (
        <ActionIcon
          size="xl"
          radius="xl"
          aria-label="Open support"
          onClick={() => setOpen(true)}
          data-testid={TestId.supportWidgetOpen}
        >
          <IconHeadset size={22} />
        </ActionIcon>
      )}
    </Affix>
  );
}
