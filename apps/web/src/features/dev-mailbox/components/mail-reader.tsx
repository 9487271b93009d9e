import { Box, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OutboxMail } from '@clinicall/shared/dev-mailbox';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import { LinkedText } from './linked-text';
import { mailDocument } from './mail-document';
import { useAccountZone } from '../../identity';

interface MailReaderProps {
  mail: OutboxMail | null;
  onClose: () => void;
}

/**
 * One mail, as its recipient would see it: the HTML part inside a sandboxed frame (never mixed
 * into the page), or the plain-text part with its links made clickable.
 */
export function MailReader({ mail, onClose }: MailReaderProps) {
  const zone = useAccountZone();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={mail !== null}
      onClose={onClose}
      title={mail?.subject}
      size="xl"
      fullScreen={phone === true}
      styles={{ title: { fontWeight: 600 } }}
    >
      {mail !== null && (
        <Stack gap="md" data-testid={TestId.devMailboxReader}>
          <Text size="sm" c="dimmed">
            To <strong>{mail.to}</strong> · {formatDateTime(mail.createdAt, zone)}
          </Text>
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">Formatted</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="md">
              <Box
                component="iframe"
                title={`Mail: ${mail.subject}`}
                srcDoc={mailDocument(mail.html)}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                w="100%"
                h={420}
                bd="1px solid var(--mantine-color-default-border)"
                bdrs="md"
                bg="white"
                data-testid={TestId.devMailboxHtml}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="md">
              <Text
                component="pre"
                size="sm"
                m={0}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                data-testid={TestId.devMailboxText}
              >
                <LinkedText text={mail.text} />
              </Text>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
