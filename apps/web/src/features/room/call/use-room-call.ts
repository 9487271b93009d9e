import { useEffect, useRef, useState } from 'react';
import { RoomCall, type RoomCallState } from './room-call';

const INITIAL: RoomCallState = { phase: 'connecting', self: null, remotes: [], canMuteAll: false };

/** Runs one RoomCall while the room page shows, once the pass, ICE servers and media are ready. */
export function useRoomCall(input: {
  /** The session's token when the pass is bound to it, else null (the pass stands alone). */
  token: string | null;
  /** Called when the provider's mute-all turned this microphone off. */
  onMuted: (by: string) => void;
  pass: string;
  rtc: RTCConfiguration | null;
  local: MediaStream | null;
}) {
  const [state, setState] = useState<RoomCallState>(INITIAL);
  const [message, setMessage] = useState<{ name: string; message: string } | null>(null);
  const callRef = useRef<RoomCall | null>(null);
  const { token, pass, rtc, local } = input;
  const onMuted = useRef(input.onMuted);
  useEffect(() => {
    onMuted.current = input.onMuted;
  });

  useEffect(() => {
    if (!rtc || !local) return;
    const call = new RoomCall({
      token,
      pass,
      rtc,
      local,
      onState: setState,
      onMessage: setMessage,
      onMuted: (by) => onMuted.current(by),
    });
    callRef.current = call;
    call.start();
    return () => {
      call.leave();
      callRef.current = null;
    };
  }, [token, pass, rtc, local]);

  return { state, message, dismissMessage: () => setMessage(null), callRef };
}
