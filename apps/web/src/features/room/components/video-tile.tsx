import { Badge, Box } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** One participant's video with their name; the local tile is muted so nobody hears themselves. */
export function VideoTile(props: {
  stream: MediaStream | null;
  name: string;
  muted?: boolean;
  testId: string;
  mirrored?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== props.stream) ref.current.srcObject = props.stream;
  }, [props.stream]);

  return (
    <Box
      pos="relative"
      bg="dark.7"
      style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }}
    >
      <video
        ref={ref}
        data-testid={props.testId}
        autoPlay
        playsInline
        muted={props.muted ?? false}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: props.mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      <Badge pos="absolute" bottom={8} left={8} color="dark" variant="filled">
        {props.name}
      </Badge>
    </Box>
  );
}
