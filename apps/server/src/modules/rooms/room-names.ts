/** Everyone in an encounter's room, on any instance. */
export const encounterRoom = (encounterId: number) => `encounter:${encounterId}`;

/**
 * One member of one encounter's room: a signal sent here reaches the socket only while it is in
 * that room, so relaying needs no shared membership table between instances.
 */
export const memberRoom = (encounterId: number, socketId: string) =>
  `encounter:${encounterId}:peer:${socketId}`;
