import { useCallback, useEffect, useRef, useState } from 'react';

export type MediaCheckState =
  | { status: 'waiting' }
  | { status: 'success'; stream: MediaStream }
  | { status: 'failed'; error: string };

export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

type Outcome =
  | { ok: true; stream: MediaStream; devices: MediaDeviceInfo[]; choice: DeviceChoice }
  | { ok: false; error: string };

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

const stop = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());

/** Asks for the chosen devices (any, before there is a choice) and lists them once granted. */
async function request(wanted: DeviceChoice): Promise<Outcome> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: wanted.cameraId ? { deviceId: { exact: wanted.cameraId } } : true,
      audio: wanted.microphoneId ? { deviceId: { exact: wanted.microphoneId } } : true,
    });
    // Labels are only readable once access is granted: list the devices after.
    const devices = await navigator.mediaDevices.enumerateDevices();
    const choice = {
      cameraId: stream.getVideoTracks()[0]?.getSettings().deviceId ?? wanted.cameraId,
      microphoneId: stream.getAudioTracks()[0]?.getSettings().deviceId ?? wanted.microphoneId,
    };
    return { ok: true, stream, devices, choice };
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
}

/**
 * D30–D34: asks for the camera and microphone and keeps the stream while the page is open;
 * changing a device asks again for that device and replaces the stream (D33).
 */
export function useMediaCheck() {
  const [state, setState] = useState<MediaCheckState>({ status: 'waiting' });
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [choice, setChoice] = useState<DeviceChoice>({ cameraId: null, microphoneId: null });
  const current = useRef<MediaStream | null>(null);

  const apply = useCallback((outcome: Outcome) => {
    if (!outcome.ok) return setState({ status: 'failed', error: outcome.error });
    stop(current.current);
    current.current = outcome.stream;
    setDevices(outcome.devices);
    setChoice(outcome.choice);
    setState({ status: 'success', stream: outcome.stream });
  }, []);

  useEffect(() => {
    let live = true;
    void request({ cameraId: null, microphoneId: null }).then((outcome) => {
      if (live) apply(outcome);
      else if (outcome.ok) stop(outcome.stream);
    });
    return () => {
      live = false;
      stop(current.current);
    };
  }, [apply]);

  return {
    state,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    choice,
    choose: (next: Partial<DeviceChoice>) => void request({ ...choice, ...next }).then(apply),
  };
}
