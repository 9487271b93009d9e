import { Button, Group, Select } from '@mantine/core';
import { TestId } from '@clinicall/shared/test-ids';
import { useEffect, useState } from 'react';

/**
 * Microphone, camera, camera switch, the provider's mute-all, leave and end. The microphone's state is
 * the page's: the provider's mute-all turns it off from outside.
 */
export function RoomControls(props: {
  local: MediaStream;
  micOn: boolean;
  onMicChange: (on: boolean) => void;
  /** Shown only when the provider may mute everyone. */
  onMuteAll?: () => void;
  onSwitchCamera: (deviceId: string) => void;
  onLeave: () => void;
  /** The provider's End visit, for everyone (issue 21); absent for everyone else. */
  onEnd?: () => void;
  ending?: boolean;
}) {
  const { local, micOn } = props;
  const [cameraOn, setCameraOn] = useState(true);
  const [cameras, setCameras] = useState<Array<{ value: string; label: string }>>([]);
  const [camera, setCamera] = useState<string | null>(null);

  useEffect(() => {
    void navigator.mediaDevices.enumerateDevices().then((devices) => {
      const found = devices
        .filter((d) => d.kind === 'videoinput')
        .map((d, i) => ({ value: d.deviceId, label: d.label || `Camera ${i + 1}` }));
      setCameras(found);
      setCamera(local.getVideoTracks()[0]?.getSettings().deviceId ?? found[0]?.value ?? null);
    });
  }, [local]);

  const toggle = (kind: 'audio' | 'video', on: boolean) => {
    for (const track of kind === 'audio' ? local.getAudioTracks() : local.getVideoTracks()) {
      track.enabled = on;
    }
  };

  return (
    <Group justify="center" gap="sm" wrap="wrap">
      <Button
        data-testid={TestId.roomMic}
        variant={micOn ? 'light' : 'filled'}
        color={micOn ? 'blue' : 'red'}
        aria-pressed={!micOn}
        onClick={() => {
          toggle('audio', !micOn);
          props.onMicChange(!micOn);
        }}
      >
        {micOn ? 'Mute microphone' : 'Unmute microphone'}
      </Button>
      <Button
        data-testid={TestId.roomCamera}
        variant={cameraOn ? 'light' : 'filled'}
        color={cameraOn ? 'blue' : 'red'}
        aria-pressed={!cameraOn}
        onClick={() => {
          toggle('video', !cameraOn);
          setCameraOn(!cameraOn);
        }}
      >
        {cameraOn ? 'Turn camera off' : 'Turn camera on'}
      </Button>
      {cameras.length > 1 && (
        <Select
          data-testid={TestId.roomCameraPicker}
          aria-label="Camera"
          data={cameras}
          value={camera}
          allowDeselect={false}
          w={200}
          onChange={(value) => {
            if (!value) return;
            setCamera(value);
            props.onSwitchCamera(value);
          }}
        />
      )}
      {props.onMuteAll && (
        <Button data-testid={TestId.roomMuteAll} variant="light" onClick={props.onMuteAll}>
          Mute all
        </Button>
      )}
      <Button
        data-testid={TestId.roomLeave}
        color="red"
        variant={props.onEnd ? 'light' : 'filled'}
        onClick={props.onLeave}
      >
        Leave
      </Button>
      {props.onEnd && (
        <Button
          data-testid={TestId.roomEnd}
          color="red"
          loading={props.ending === true}
          onClick={props.onEnd}
        >
          End visit for everyone
        </Button>
      )}
    </Group>
  );
}
