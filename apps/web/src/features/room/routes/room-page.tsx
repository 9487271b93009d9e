import { Alert, Button, Container, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { toast } from '../../../components/ui/toast';
import { getValidToken } from '../../../lib/auth/auth-storage';
import { endVisit, iceServersQuery, roomPassQuery } from '../api/room-api';
import { useLocalMedia } from '../call/use-local-media';
import { useRoomCall } from '../call/use-room-call';
import { useFreshPass } from '../hooks/use-fresh-pass';
import { RoomControls } from '../components/room-controls';
import { VideoTile } from '../components/video-tile';
import { RoomMessages } from '../room-messages';

/** The room stands on its own (no signed-in shell): guests and room-link patients have none. */
function RoomFrame({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py="md">
      <PageFrame title="Exam room">{children}</PageFrame>
    </Container>
  );
}

/**
 * `/room/:roomToken`: the video room its pass opens (spec 1 §4 "Room"). A signed-in party's pass
 * is bound to their session, so their socket uses that session; anyone else's (guests, room links)
 * uses the pass, which opens this room and nothing more. The pass lives minutes: the page keeps a
 * fresh one while it shows (issue 19 path 8).
 */
export function RoomPage() {
  const pass = useParams().roomToken ?? '';
  const navigate = useNavigate();
  // An e2e run may force every path through TURN (`?relay`); only non-production servers agree.
  const relay = useSearchParams()[0].has('relay');
  const check = useQuery(roomPassQuery(pass));
  const ice = useQuery({ ...iceServersQuery(pass, relay), enabled: check.isSuccess });
  const media = useLocalMedia(check.isSuccess);
  const local = media.status === 'ready' ? media.stream : null;
  const rtc = useMemo<RTCConfiguration | null>(
    () =>
      ice.data
        ? { iceServers: ice.data.iceServers, iceTransportPolicy: ice.data.iceTransportPolicy }
        : null,
    [ice.data],
  );
  const token = check.data?.sessionBound ? (getValidToken()?.token ?? null) : null;
  const [micOn, setMicOn] = useState(true);
  const [mutedBy, setMutedBy] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  const onMuted = (by: string) => {
    setMicOn(false);
    setMutedBy(by);
  };
  const { state, message, dismissMessage, callRef } = useRoomCall({
    token,
    pass,
    rtc,
    local,
    onMuted,
  });
  useFreshPass(pass, check.data?.expiresAt, (fresh) => callRef.current?.renew(fresh));
  const end = useMutation({
    mutationFn: endVisit,
    onSuccess: () => {
      callRef.current?.leave();
      toast.success(RoomMessages.ended);
      void navigate(Paths.appointments);
    },
    onError: () => toast.error(RoomMessages.endFailed),
    meta: { handlesErrors: true },
  });

  if (state.phase === 'ended') {
    return (
      <RoomFrame>
        <Alert color="blue" data-testid={TestId.roomEnded}>
          {RoomMessages.ended}
        </Alert>
        {/* A signed-in party goes on in the app; a guest or room-link patient has nowhere to go. */}
        {token && (
          <Button component={Link} to={Paths.appointments} variant="light" mt="md">
            Back to my appointments
          </Button>
        )}
      </RoomFrame>
    );
  }
  if (left) {
    return (
      <RoomFrame>
        <Alert color="blue" data-testid={TestId.roomNotice}>
          {RoomMessages.left}
        </Alert>
      </RoomFrame>
    );
  }
  if (check.isError || ice.isError || state.phase === 'refused') {
    return (
      <RoomFrame>
        <Alert color="red" data-testid={TestId.roomError} title="You cannot enter this room">
          {RoomMessages.passRefused}
        </Alert>
      </RoomFrame>
    );
  }
  if (media.status === 'failed') {
    return (
      <RoomFrame>
        <Alert color="red" data-testid={TestId.roomError} title={RoomMessages.mediaFailedTitle}>
          {media.error}
        </Alert>
      </RoomFrame>
    );
  }
  if (!check.data || !local) {
    return (
      <RoomFrame>
        <Stack align="center" py="xl">
          <Loader />
          <Text c="dimmed">{RoomMessages.preparing}</Text>
        </Stack>
      </RoomFrame>
    );
  }

  const providerHere = state.remotes.some((r) => r.peer.side === 'provider');
  const iAmProvider = state.self?.side === 'provider';
  const leave = () => {
    callRef.current?.leave();
    if (token) void navigate(Paths.appointments);
    else setLeft(true);
  };
  const switchCamera = async (deviceId: string) => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { deviceId: { exact: deviceId } },
    });
    const [track] = stream.getVideoTracks();
    if (track) await callRef.current?.replaceTrack(track);
  };

  return (
    <RoomFrame>
      <Stack data-testid={TestId.roomPage} data-phase={state.phase} gap="md">
        {state.phase === 'reconnecting' && (
          <Alert color="yellow" data-testid={TestId.roomNotice}>
            {RoomMessages.reconnecting}
          </Alert>
        )}
        {!iAmProvider && !providerHere && state.phase === 'joined' && (
          <Alert color="blue" data-testid={TestId.roomWaiting}>
            {RoomMessages.waitingForProvider}
          </Alert>
        )}
        {mutedBy && !micOn && (
          <Alert
            color="yellow"
            withCloseButton
            onClose={() => setMutedBy(null)}
            data-testid={TestId.roomNotice}
          >
            {RoomMessages.mutedBy(mutedBy)}
          </Alert>
        )}
        {message && (
          <Alert
            color="teal"
            withCloseButton
            onClose={dismissMessage}
            title={message.name ? `Message from ${message.name}` : 'Message'}
            data-testid={TestId.roomNotice}
          >
            {message.message}
          </Alert>
        )}
        {/* Three or more people fit side by side on a wide screen. */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: state.remotes.length >= 2 ? 3 : 2 }}>
          {state.remotes.map(({ peer, stream }) => (
            <VideoTile
              key={peer.peerId}
              stream={stream}
              name={peer.name}
              testId={TestId.roomRemoteVideo}
            />
          ))}
          <VideoTile
            stream={local}
            name={`${check.data.displayName} (you)`}
            muted
            mirrored
            testId={TestId.roomLocalVideo}
          />
        </SimpleGrid>
        <RoomControls
          local={local}
          micOn={micOn}
          onMicChange={setMicOn}
          {...(state.canMuteAll ? { onMuteAll: () => callRef.current?.muteAll() } : {})}
          onSwitchCamera={(id) => void switchCamera(id)}
          onLeave={leave}
          {...(iAmProvider
            ? { onEnd: () => end.mutate(check.data.encounterId), ending: end.isPending }
            : {})}
        />
      </Stack>
    </RoomFrame>
  );
}
