import { expect, type Page } from '@playwright/test';

/** Keeps every RTCPeerConnection the page makes, so the test can read its WebRTC stats. */
export function collectPeerConnections() {
  const Native = window.RTCPeerConnection;
  const seen: RTCPeerConnection[] = [];
  (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = seen;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      seen.push(this);
    }
  };
}

/** Frames of remote video decoded so far, over the page's open connections. */
export async function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    let frames = 0;
    for (const pc of pcs.filter((p) => p.connectionState !== 'closed')) {
      const stats = await pc.getStats();
      stats.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') {
          frames += report.framesDecoded ?? 0;
        }
      });
    }
    return frames;
  });
}

export async function expectFramesIncreasing(page: Page) {
  await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(before);
}
