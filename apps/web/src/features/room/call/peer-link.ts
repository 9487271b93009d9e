import type { RelayedSignal, RoomPeer } from '@clinicall/shared/rooms/signalling';

type SendSignal = (
  body: { description: RTCSessionDescriptionInit } | { candidate: RTCIceCandidateInit },
) => void;

/** How long a `disconnected` connection may stay so before the offerer restarts ICE. */
const DISCONNECTED_GRACE_MS = 3000;

/**
 * One RTCPeerConnection to one peer of the mesh. The newcomer offers to those already in the
 * room, so two sides never offer at once; the offerer is also the side that restarts ICE after
 * `failed` or a lasting `disconnected` (a network blip).
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  stream: MediaStream | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private graceTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    public peer: RoomPeer,
    private readonly offerer: boolean,
    config: RTCConfiguration,
    local: MediaStream,
    private readonly send: SendSignal,
    private readonly changed: () => void,
  ) {
    this.pc = new RTCPeerConnection(config);
    for (const track of local.getTracks()) this.pc.addTrack(track, local);
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send({ candidate: candidate.toJSON() });
    };
    this.pc.ontrack = ({ streams }) => {
      this.stream = streams[0] ?? null;
      this.changed();
    };
    this.pc.oniceconnectionstatechange = () => this.onIceState();
    if (offerer) void this.offer();
  }

  private async offer(iceRestart = false) {
    const offer = await this.pc.createOffer({ iceRestart });
    await this.pc.setLocalDescription(offer);
    this.send({ description: { type: 'offer', sdp: offer.sdp ?? '' } });
  }

  private onIceState() {
    const state = this.pc.iceConnectionState;
    clearTimeout(this.graceTimer);
    if (!this.offerer) return;
    if (state === 'failed') void this.offer(true);
    if (state === 'disconnected') {
      this.graceTimer = setTimeout(() => {
        if (this.pc.iceConnectionState === 'disconnected') void this.offer(true);
      }, DISCONNECTED_GRACE_MS);
    }
  }

  async receive(signal: RelayedSignal) {
    if ('description' in signal) {
      await this.pc.setRemoteDescription(signal.description);
      for (const candidate of this.pendingCandidates.splice(0)) {
        await this.pc.addIceCandidate(candidate);
      }
      if (signal.description.type === 'offer') {
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        this.send({ description: { type: 'answer', sdp: answer.sdp ?? '' } });
      }
      return;
    }
    // A candidate may arrive before the description it belongs to.
    if (!this.pc.remoteDescription) this.pendingCandidates.push(signal.candidate);
    else await this.pc.addIceCandidate(signal.candidate);
  }

  /** Puts a new camera or microphone track in place of the old one without renegotiating. */
  async replaceTrack(track: MediaStreamTrack) {
    const sender = this.pc.getSenders().find((s) => s.track?.kind === track.kind);
    await sender?.replaceTrack(track);
  }

  close() {
    clearTimeout(this.graceTimer);
    this.pc.close();
  }
}
