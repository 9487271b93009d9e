import { encounterGuests } from '../db/schema/room-access.js';
import type { App } from '../app.js';

/** A guest invited to an encounter who has entered their name, and their room pass. */
export async function guestWithPass(
  app: App,
  input: { encounterId: number; invitedById: number; firstName: string; lastName: string },
) {
  const [guest] = await app.db
    .insert(encounterGuests)
    .values({
      encounterId: input.encounterId,
      kind: 'INVITED',
      email: `${input.firstName.toLowerCase()}@guest.example`,
      firstName: input.firstName,
      lastName: input.lastName,
      invitedById: input.invitedById,
    })
    .returning();
  if (!guest) throw new Error('guest insert returned no row');
  const pass = await app.roomPasses.issue({
    encounterId: input.encounterId,
    participant: { kind: 'guest', guestId: guest.id },
  });
  return { guestId: guest.id, pass };
}
