import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { OutboxMail } from '@clinicall/shared/dev-mailbox';
import { TestId } from '@clinicall/shared/test-ids';
import { formatDateTime } from '../../../lib/zoned-time';
import classes from './mail-list.module.css';
import { useAccountZone } from '../../identity';

interface MailListProps {
  mails: readonly OutboxMail[];
  onOpen: (mail: OutboxMail) => void;
}

/** The mails newest first, as the server lists them: recipient, subject and time, each opens. */
export function MailList({ mails, onOpen }: MailListProps) {
  const zone = useAccountZone();
  return (
    <Paper withBorder radius="md" component="ul" p={0} m={0} data-testid={TestId.devMailboxList}>
      {mails.map((mail) => (
        <li key={mail.id} className={classes.item}>
          <UnstyledButton
            className={classes.button}
            onClick={() => onOpen(mail)}
            data-testid={TestId.devMailboxItem}
          >
            <Group justify="space-between" align="flex-start" wrap="wrap" gap={4}>
              <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                <Text fw={600} truncate>
                  {mail.subject}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  To {mail.to}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed" component="time" dateTime={mail.createdAt}>
                {formatDateTime(mail.createdAt, zone)}
              </Text>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Paper>
  );
}
