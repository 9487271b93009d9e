import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Paths } from '@clinicall/shared/paths';
import { TestId } from '@clinicall/shared/test-ids';
import { PageFrame } from '../../../components/ui/page-frame';
import { getValidToken } from '../../../lib/auth/auth-storage';
import { iceServersQuery, roomPassQuery } from '../api/room-api';
import { useLocalMedia } from '../call/use-local-media';
import { useRoomCall } from '../call/use-room-call';
import { RoomControls } from '../components/room-controls';
import { VideoTile } from '../components/video-tile';
import { RoomMessages } from '../room-messages';

/** `/room/:roomToken`: the video room its pass opens (spec 1 §4 "Room"). */
export function RoomPage() {
  const pass = useParams().roomToken ?? '';
  const navigate = useNavigate();
  const check = useQuery(roomPassQuery(pass));
  const ice = useQuery({ ...iceServersQuery, enabled: check.isSuccess });
  const media = useLocalMedia(check.isSuccess);
  const local = media.status === 'ready' ? media.stream : null;
  const rtc = useMemo<RTCConfiguration | null>(() => {
    if (!ice.data) return null;
    // An e2e run may force every path through TURN (`?relay`), as a strict network would.
    const relay = new URLSearchParams(window.location.search).has('relay');
    return { iceServers: ice.data.iceServers, ...(relay ? { iceTransportPolicy: 'relay' } : {}) };
  }, [ice.data]);
  const token = getValidToken()?.token ?? null;
  const { state, message, dismissMessage, callRef } = useRoomCall({ token, pass, rtc, local });

  if (check.isError || state.phase === 'refused') {
    return (
      <PageFrame title="Exam room">
        <Alert color="red" data-testid={TestId.roomError} title="You cannot enter this room">
          {RoomMessages.passRefused}
        </Alert>
      </PageFrame>
    );
  }
  if (media.status === 'failed') {
    return (
      <PageFrame title="Exam room">
        <Alert color="red" data-testid={TestId.roomError} title={RoomMessages.mediaFailedTitle}>
          {media.error}
        </Alert>
      </PageFrame>
    );
  }
  if (!check.data || !local) {
    return (
      <PageFrame title="Exam room">
        <Stack align="center" py="xl">
          <Loader />
          <Text c="dimmed">{RoomMessages.preparing}</Text>
        </Stack>
      </PageFrame>
    );
  }

  const providerHere = state.remotes.some((r) => r.peer.side === 'provider');
  const iAmProvider = state.self?.side === 'provider';
  const leave = () => {
    callRef.current?.leave();
    void navigate(Paths.appointments);
  };
  const switchCamera = async (deviceId: string) => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { deviceId: { exact: deviceId } },
    });
    const [track] = stream.getVideoTracks();
    if (track) await callRef.current?.replaceTrack(track);
  };

  return (
    <PageFrame title="Exam room">
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
        <SimpleGrid cols={{ base: 1, sm: 2, lg: state.remotes.length > 2 ? 3 : 2 }}>
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
          onSwitchCamera={(id) => void switchCamera(id)}
          onLeave={leave}
        />
      </Stack>
    </PageFrame>
  );
}
