import { useEffect, useState } from 'react';

/**
 * D32: the microphone's loudness, 0 to 100, from a Web Audio AnalyserNode on the stream, sampled
 * once per animation frame (the meter's bar).
 */
export function useAudioLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);

  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      // Root mean square of the waveform around its midpoint (128), scaled to 0–100.
      let sum = 0;
      for (const value of samples) sum += (value - 128) ** 2;
      const rms = Math.sqrt(sum / samples.length) / 128;
      setLevel(Math.min(100, Math.round(rms * 300)));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [stream]);

  return level;
}
