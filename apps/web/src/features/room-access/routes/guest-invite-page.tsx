import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { TestId } from '@clinicall/shared/test-ids';
import { CenteredLayout } from '../../../components/ui/centered-layout';
import { useGuestEntry } from '../api/guest-entry';
import { UnsupportedDialog } from '../components/unsupported-dialog';
import { useRoomEntry } from '../hooks/use-room-entry';
import { goTo } from './room-link-page';

/**
 * D18 `/login/invite?room=<invitation>`: a guest joins a visit with only a first and last name; the
 * answer is a pass for that room alone (ROLE_ROOM_INVITED) and the browser goes to the room.
 */
export function GuestInvitePage() {
  const [params] = useSearchParams();
  const room = params.get('room') ?? '';
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [touched, setTouched] = useState(false);
  const entry = useGuestEntry();
  const roomEntry = useRoomEntry(goTo);

  const missing = (value: string) => (touched && value.trim() === '' ? 'Required' : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (room === '' || firstName.trim() === '' || lastName.trim() === '') return;
    entry.mutate(
      { room, firstName: firstName.trim(), lastName: lastName.trim() },
      { onSuccess: ({ url }) => roomEntry.enter(url) },
    );
  };

  return (
    <CenteredLayout title="Join a visit" subtitle="Enter your name to join. No account is needed.">
      {room === '' ? (
        <Alert color="red" variant="light" role="alert" data-testid={TestId.guestError}>
          {RoomAccessMessages.inviteInvalid}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate data-testid={TestId.guestInviteForm}>
          <Stack gap="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              value={firstName}
              onChange={(e) => setFirstName(e.currentTarget.value)}
              error={missing(firstName)}
              maxLength={50}
              data-testid={TestId.guestFirstName}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              value={lastName}
              onChange={(e) => setLastName(e.currentTarget.value)}
              error={missing(lastName)}
              maxLength={50}
              data-testid={TestId.guestLastName}
            />
            {entry.isError && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertCircle aria-hidden />}
                data-testid={TestId.guestError}
              >
                {entry.error.message}
              </Alert>
            )}
            <Button type="submit" loading={entry.isPending} data-testid={TestId.guestJoin}>
              Join
            </Button>
            <Text size="sm" c="dimmed">
              Tip: check your camera and microphone first at /tech-check.
            </Text>
          </Stack>
        </form>
      )}
      {roomEntry.blocked && (
        <UnsupportedDialog
          kind={roomEntry.blocked.kind}
          roomUrl={roomEntry.blocked.url}
          opened
          onClose={roomEntry.close}
        />
      )}
    </CenteredLayout>
  );
}
