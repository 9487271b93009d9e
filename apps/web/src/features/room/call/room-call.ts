import {
  RoomClientEvent,
  RoomJoinedSchema,
  RoomMessageSchema,
  RoomMutedSchema,
  RoomPeerSchema,
  RoomServerEvent,
  type RoomPeer,
} from '@clinicall/shared/rooms/signalling';
import type { RealtimeAck } from '@clinicall/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import { realtimeSocketOptions } from '../../../lib/realtime/socket-options';
import { PeerLink } from './peer-link';

export type RoomCallState = {
  /** `ended`: the visit is over (the provider ended it, or everyone had left): nobody re-enters. */
  phase: 'connecting' | 'joined' | 'reconnecting' | 'refused' | 'ended';
  self: RoomPeer | null;
  remotes: Array<{ peer: RoomPeer; stream: MediaStream | null }>;
  /** The room's provider may mute everyone else when the clinic allows it. */
  canMuteAll: boolean;
};

const PeerLeftSchema = z.object({ peerId: z.string() });
const RelayedSchema = z.union([
  z.object({
    from: z.string(),
    description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string() }),
  }),
  z.object({
    from: z.string(),
    candidate: z.object({
      candidate: z.string(),
      sdpMid: z.string().nullable().optional(),
      sdpMLineIndex: z.number().nullable().optional(),
      usernameFragment: z.string().nullable().optional(),
    }),
  }),
]);

/**
 * A mesh call in one room: a socket on the realtime channel for signalling, one PeerLink per
 * other participant. Every (re)connection of the socket joins the room again with the current
 * pass, so a dropped network or a restarted server ends in a fresh set of links (D7 retries every
 * 5 s); a fresh pass (`renew`) re-authorises the open socket (issue 19 path 8).
 */
export class RoomCall {
  private socket: Socket | null = null;
  private pass: string;
  private links = new Map<string, PeerLink>();
  private state: RoomCallState = {
    phase: 'connecting',
    self: null,
    remotes: [],
    canMuteAll: false,
  };

  constructor(
    private readonly options: {
      /**
       * The session's token when the pass is bound to it (a signed-in party's), else null: the
       * socket then connects with the pass itself (guests, room links).
       */
      token: string | null;
      pass: string;
      rtc: RTCConfiguration;
      local: MediaStream;
      onState: (state: RoomCallState) => void;
      onMessage: (message: { name: string; message: string }) => void;
      /** The provider muted everyone: the microphone is already off. */
      onMuted: (by: string) => void;
    },
  ) {
    this.pass = options.pass;
  }

  start() {
    const { token } = this.options;
    // A pass socket hands in the pass current at each (re)connection: the first one runs out.
    const socket = io(
      token
        ? realtimeSocketOptions({ token })
        : {
            ...realtimeSocketOptions({ pass: this.pass }),
            auth: (send: (auth: object) => void) => send({ pass: this.pass }),
          },
    );
    this.socket = socket;
    socket.on('connect', () => this.join());
    socket.on('disconnect', () => {
      this.closeLinks();
      if (this.state.phase !== 'ended') this.update({ phase: 'reconnecting' });
    });
    socket.on(RoomServerEvent.ended, () => {
      this.update({ phase: 'ended' });
      this.leave();
    });
    socket.on(RoomServerEvent.peerJoined, (raw: unknown) => {
      const peer = RoomPeerSchema.safeParse(raw);
      if (!peer.success) return;
      this.dropEarlierSocketOf(peer.data);
      this.link(peer.data, false);
    });
    socket.on(RoomServerEvent.peerLeft, (raw: unknown) => {
      const left = PeerLeftSchema.safeParse(raw);
      if (!left.success) return;
      this.links.get(left.data.peerId)?.close();
      this.links.delete(left.data.peerId);
      this.publish();
    });
    socket.on(RoomServerEvent.signal, (raw: unknown) => {
      const signal = RelayedSchema.safeParse(raw);
      if (!signal.success) return;
      const link = this.links.get(signal.data.from);
      void link?.receive(signal.data).catch(() => undefined);
    });
    socket.on(RoomServerEvent.message, (raw: unknown) => {
      const message = RoomMessageSchema.safeParse(raw);
      if (message.success) this.options.onMessage(message.data);
    });
    socket.on(RoomServerEvent.muted, (raw: unknown) => {
      const muted = RoomMutedSchema.safeParse(raw);
      if (!muted.success) return;
      for (const track of this.options.local.getAudioTracks()) track.enabled = false;
      this.options.onMuted(muted.data.by);
    });
  }

  private join() {
    this.closeLinks();
    this.socket?.emit(RoomClientEvent.join, { pass: this.pass }, (ack: RealtimeAck) => {
      if (!ack.ok) {
        this.update({ phase: 'refused' });
        return;
      }
      const joined = RoomJoinedSchema.parse(ack.data);
      this.update({ phase: 'joined', self: joined.self, canMuteAll: joined.canMuteAll });
      for (const peer of joined.peers) this.link(peer, true);
    });
  }

  private link(peer: RoomPeer, offerer: boolean) {
    this.links.get(peer.peerId)?.close();
    const send = (body: object) =>
      this.socket?.emit(RoomClientEvent.signal, { to: peer.peerId, ...body });
    const link = new PeerLink(peer, offerer, this.options.rtc, this.options.local, send, () =>
      this.publish(),
    );
    this.links.set(peer.peerId, link);
    this.publish();
  }

  /**
   * The provider or the patient joining again replaces their earlier link: when the instance that
   * held their old socket died, nobody could announce that it left, and its frozen picture would
   * stay beside the new one (issue 24). Guests may share a name, so theirs are left to peerLeft.
   */
  private dropEarlierSocketOf(peer: RoomPeer) {
    if (peer.side === 'guest') return;
    for (const [peerId, link] of this.links) {
      if (peerId === peer.peerId || link.peer.side !== peer.side || link.peer.name !== peer.name) {
        continue;
      }
      link.close();
      this.links.delete(peerId);
    }
  }

  private closeLinks() {
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.publish();
  }

  private update(patch: Partial<RoomCallState>) {
    this.state = { ...this.state, ...patch };
    this.options.onState(this.state);
  }

  private publish() {
    const remotes = [...this.links.values()].map(({ peer, stream }) => ({ peer, stream }));
    this.update({ remotes });
  }

  /** Device switch: the new track replaces the old one on every link and in the local stream. */
  async replaceTrack(track: MediaStreamTrack) {
    const { local } = this.options;
    for (const old of local.getTracks().filter((t) => t.kind === track.kind)) {
      local.removeTrack(old);
      old.stop();
    }
    local.addTrack(track);
    await Promise.all([...this.links.values()].map((link) => link.replaceTrack(track)));
  }

  /** A fresh pass: later (re)joins use it, and the open socket is re-authorised with it now. */
  renew(pass: string) {
    this.pass = pass;
    if (this.socket?.connected) this.socket.emit(RoomClientEvent.renew, { pass });
  }

  /** Mutes every other participant's microphone (the server checks the clinic allows it). */
  muteAll() {
    this.socket?.emit(RoomClientEvent.muteAll, {});
  }

  leave() {
    this.socket?.emit(RoomClientEvent.leave, {});
    this.closeLinks();
    this.socket?.close();
    this.socket = null;
  }
}
