import {
  RoomClientEvent,
  RoomServerEvent,
  type RoomPeer,
} from '@clinicall/shared/rooms/signalling';
import { expect, test, vi } from 'vitest';
import { RoomCall, type RoomCallState } from './room-call';

type Handler = (...args: unknown[]) => void;

/** The socket the call opens: its handlers, and what it emits (a join is acknowledged at once). */
const socket = vi.hoisted(() => ({
  handlers: new Map<string, Handler>(),
  joined: undefined as object | undefined,
  on(name: string, handler: Handler) {
    this.handlers.set(name, handler);
  },
  emit(name: string, _payload: unknown, ack?: (answer: unknown) => void) {
    if (name === RoomClientEvent.join) ack?.({ ok: true, data: this.joined });
  },
  fire(name: string, payload?: unknown) {
    this.handlers.get(name)?.(payload);
  },
}));

vi.mock('socket.io-client', () => ({ io: () => socket }));

/** No WebRTC in jsdom: a link only remembers its peer and whether it was closed. */
vi.mock('./peer-link', () => ({
  PeerLink: class {
    stream = null;
    closed = false;
    constructor(public peer: RoomPeer) {}
    close() {
      this.closed = true;
    }
  },
}));

const provider = (peerId: string): RoomPeer => ({ peerId, name: 'Marcus Chen', side: 'provider' });
const guest = (peerId: string): RoomPeer => ({ peerId, name: 'Interpreter', side: 'guest' });

function startCall(peers: RoomPeer[]) {
  socket.handlers.clear();
  socket.joined = {
    self: { peerId: 'me', name: 'Priya Patel', side: 'patient' },
    encounterId: 7,
    peers,
    canMuteAll: false,
  };
  let state: RoomCallState | undefined;
  const call = new RoomCall({
    token: 'session-token',
    pass: 'pass',
    rtc: {},
    local: { getTracks: () => [], getAudioTracks: () => [] } as unknown as MediaStream,
    onState: (next) => (state = next),
    onMessage: () => undefined,
    onMuted: () => undefined,
  });
  call.start();
  socket.fire('connect');
  return () => state?.remotes.map((r) => r.peer.peerId);
}

test('issue 24: the provider joining again from another socket replaces their earlier picture (their old instance died unannounced)', () => {
  const remotes = startCall([provider('old-socket')]);
  expect(remotes()).toEqual(['old-socket']);
  socket.fire(RoomServerEvent.peerJoined, provider('new-socket'));
  expect(remotes()).toEqual(['new-socket']);
});

test('issue 24: two guests of the same name are two people: a second one does not replace the first', () => {
  const remotes = startCall([guest('first')]);
  socket.fire(RoomServerEvent.peerJoined, guest('second'));
  expect(remotes()).toEqual(['first', 'second']);
});
