import { Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { OutboxMail } from '@clinicall/shared/dev-mailbox';
import { TestId } from '@clinicall/shared/test-ids';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageLoader } from '../../../components/ui/page-loader';
import { devMailboxStatusQuery } from '../api/get-dev-mailbox-status';
import { useOutbox } from '../api/get-outbox';
import { MailList } from '../components/mail-list';
import { MailReader } from '../components/mail-reader';

function Notice({
  testId,
  title,
  description,
}: Record<'testId' | 'title' | 'description', string>) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <EmptyState
        variant="light"
        icon={<IconMailOff aria-hidden />}
        title={title}
        description={description}
      />
    </Paper>
  );
}

/** The super admin reads here what Clinicall mailed while no mail server is set up (issue 6). */
export function DevMailboxPage() {
  const status = useQuery(devMailboxStatusQuery);
  const available = status.data?.available === true;
  const mails = useOutbox(available);
  const [opened, setOpened] = useState<OutboxMail | null>(null);

  const refresh = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void mails.refetch()}
      loading={mails.isFetching}
      disabled={!available}
      data-testid={TestId.devMailboxRefresh}
    >
      Refresh
    </Button>
  );

  const body = () => {
    if (status.isError) {
      return (
        <LoadError
          title="We could not reach the mailbox"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      );
    }
    if (status.isPending) return <PageLoader label="Loading mails…" />;
    if (!available) {
      return (
        <Notice
          testId={TestId.devMailboxOff}
          title="The development mailbox is off"
          description="This server sends its mail through a mail server, or runs in production, so no mail is kept here."
        />
      );
    }
    if (mails.isError) {
      return (
        <LoadError
          title="We could not load the mails"
          error={mails.error}
          onRetry={() => void mails.refetch()}
        />
      );
    }
    if (mails.isPending) return <PageLoader label="Loading mails…" />;
    if (mails.data.length === 0) {
      return (
        <Notice
          testId={TestId.devMailboxEmpty}
          title="No mail yet"
          description="Passcodes, password reset links and notices appear here as Clinicall sends them."
        />
      );
    }
    return <MailList mails={mails.data} onOpen={setOpened} />;
  };

  return (
    <PageFrame title="Development mailbox" actions={refresh}>
      <Stack gap="md">
        <Text c="dimmed" maw={720}>
          While no mail server is set up, Clinicall keeps every mail it sends here instead, newest
          first. Only the super admin sees this page, and it does not exist in production.
        </Text>
        {body()}
      </Stack>
      <MailReader mail={opened} onClose={() => setOpened(null)} />
    </PageFrame>
  );
}
