import type { RoomPeer } from '@clinicall/shared/rooms/signalling';

type Member = RoomPeer & { encounterId: number; userId: number | null };

/**
 * Who is in which encounter's room, on this instance: socket id → member. Signalling is relayed
 * only when sender and receiver are members of the same room here; a socket is in one room at a time.
 */
export function createRoomMembership() {
  const members = new Map<string, Member>();

  return {
    add(member: Member) {
      members.set(member.peerId, member);
    },
    remove(peerId: string): Member | undefined {
      const member = members.get(peerId);
      members.delete(peerId);
      return member;
    },
    get: (peerId: string) => members.get(peerId),
    inRoom(encounterId: number): Member[] {
      return [...members.values()].filter((m) => m.encounterId === encounterId);
    },
    /** Whether both sockets are in the same room (the relay rule). */
    together(a: string, b: string) {
      const from = members.get(a);
      const to = members.get(b);
      return !!from && !!to && from.encounterId === to.encounterId;
    },
  };
}

export type RoomMembership = ReturnType<typeof createRoomMembership>;
