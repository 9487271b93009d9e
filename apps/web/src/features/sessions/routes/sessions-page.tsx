import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import type { SessionInfo } from '@clinicall/shared/sessions';
import { TestId } from '@clinicall/shared/test-ids';
import { confirmAction } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageLoader } from '../../../components/ui/page-loader';
import { useCurrentAccount } from '../../identity';
import { useSessions } from '../api/get-sessions';
import { SessionCard } from '../components/session-card';
import { useSessionActions } from '../hooks/use-session-actions';

const title = 'Active sessions';

/** Where the account is signed in, with a way to end any of it (issue 6). */
export function SessionsPage() {
  const { actingAssistant } = useCurrentAccount();
  // The server refuses the list to an assistant acting as a provider: those are not their sessions.
  const acting = actingAssistant !== null;
  const sessions = useSessions(!acting);
  const { endOne, endOthers, endAll } = useSessionActions();

  if (acting) {
    return (
      <PageFrame title={title}>
        <Alert
          variant="light"
          icon={<IconUserCheck aria-hidden />}
          title="You are acting for a provider"
          data-testid={TestId.sessionsActing}
        >
          Each person manages their own sessions. Return to your assistant account to see yours.
        </Alert>
      </PageFrame>
    );
  }

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const confirmEndOthers = () =>
    confirmAction({
      title: 'Sign out other sessions',
      message: `Sign out the ${others.length === 1 ? 'other session' : `${others.length} other sessions`} of your account? This device stays signed in.`,
      confirmLabel: 'Sign out others',
      onConfirm: () => endOthers.mutate(others.map((session) => session.id)),
    });
  const confirmEndAll = () =>
    confirmAction({
      title: 'Sign out everywhere',
      message:
        'Sign out every session of your account, this device included? You will need to sign in again.',
      confirmLabel: 'Sign out everywhere',
      onConfirm: () => endAll.mutate(),
    });
  const ending = (session: SessionInfo) => endOne.isPending && endOne.variables === session.id;

  const actions = sessions.isSuccess && (
    <Group gap="sm">
      {others.length > 0 && (
        <Button
          variant="default"
          onClick={confirmEndOthers}
          loading={endOthers.isPending}
          data-testid={TestId.sessionsEndOthers}
        >
          Sign out other sessions
        </Button>
      )}
      {/* Shade 9: white text on Mantine's default red falls under 4.5:1. */}
      <Button
        color="red.9"
        onClick={confirmEndAll}
        loading={endAll.isPending}
        data-testid={TestId.sessionsEndAll}
      >
        Sign out everywhere
      </Button>
    </Group>
  );

  return (
    <PageFrame title={title} actions={actions}>
      <Text c="dimmed" maw={720}>
        The browsers and devices signed in to your account now. Sign out any you do not recognise,
        then change your password.
      </Text>
      {sessions.isPending && <PageLoader label="Loading your sessions…" />}
      {sessions.isError && (
        <LoadError
          title="We could not load your sessions"
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      )}
      {sessions.isSuccess && (
        <Stack component="ul" gap="sm" p={0} m={0} data-testid={TestId.sessionList}>
          {sessions.data.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              onEnd={(chosen) => endOne.mutate(chosen.id)}
              ending={ending(session)}
            />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
