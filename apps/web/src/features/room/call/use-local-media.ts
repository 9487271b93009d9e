import { useEffect, useState } from 'react';

export type LocalMedia =
  | { status: 'waiting' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'failed'; error: string };

/** Camera and microphone for the room; stopped when the page goes. */
export function useLocalMedia(enabled: boolean): LocalMedia {
  const [media, setMedia] = useState<LocalMedia>({ status: 'waiting' });

  useEffect(() => {
    if (!enabled) return;
    let stream: MediaStream | undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ audio: true, video: true })
      .then((s) => {
        stream = s;
        if (cancelled) s.getTracks().forEach((t) => t.stop());
        else setMedia({ status: 'ready', stream: s });
      })
      .catch((error: unknown) => {
        if (!cancelled) {
          setMedia({
            status: 'failed',
            error: error instanceof Error ? error.message : String(error),
          });
        }
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [enabled]);

  return media;
}
