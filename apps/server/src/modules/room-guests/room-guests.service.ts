import type { GuestEntryRequest, GuestInviteRequest } from '@clinicall/shared/room-access/guests';
import { pathTo } from '@clinicall/shared/paths';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { RequestContext, ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import { displayDateTime } from '../../lib/local-time.js';
import type { Mailer } from '../mail/mailer.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import { signedTokens } from '../../lib/signed-token.js';
import { guestInviteMail } from './guest-invite.mail.js';
import { insertInvitedGuest, redeemInvitation, removeGuest } from './room-guests.repository.js';

const InvitePayloadSchema = z.object({
  e: z.number().int(),
  g: z.number().int(),
  x: z.number().int(),
});

/**
 * Guests (D18): a provider of the appointment invites someone by e-mail; the mailed link
 * `/login/invite?room=<invitation>` asks only for a first and last name and answers a room pass for
 * that room alone (ROLE_ROOM_INVITED). The invitation is signed like a pass but under its own key,
 * so neither passes for the other; removing the guest ends both.
 *
 * Issue 19 path 8: an invitation yields one live pass. Redeeming it again (the guest's tab closed,
 * their laptop slept past the pass's few minutes, another device) rebinds it: the new redemption's
 * pass admits and every earlier one is refused at once (an open socket with it leaves at the next
 * check). Refusing the second redemption instead would lock out a guest whose short-lived pass ran
 * out while the invitation is the only thing they hold; rebinding keeps one seat per invitation
 * and shows the provider who holds it now. Each redemption is audited with its count.
 */
export function createRoomGuestsService(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  hmacSecret: Uint8Array;
  passes: RoomPassesService;
}) {
  const { db, config, clock, mailer, passes } = deps;
  const invitations = signedTokens(deps.hmacSecret, 'room-invite', InvitePayloadSchema);

  async function providerRoom(ctx: ScopedContext, encounterId: number) {
    const encounter = await passes.openRoom(encounterId);
    const me = ctx.actor.userId;
    if (encounter.providerId !== me && encounter.leadProviderId !== me) {
      throw domainError('FORBIDDEN');
    }
    return encounter;
  }

  return {
    async invite(ctx: ScopedContext, encounterId: number, input: GuestInviteRequest) {
      const encounter = await providerRoom(ctx, encounterId);
      const email = input.email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const guest = await insertInvitedGuest(tx, {
          encounterId,
          email,
          invitedById: ctx.actor.userId,
        });
        const invitation = invitations.seal({
          e: encounterId,
          g: guest.guestId,
          x: Math.ceil(passes.invitationExpiry(encounter).getTime() / 1000),
        });
        const { account } = ctx.actor;
        await mailer.enqueue(
          guestInviteMail({
            to: email,
            providerName: `${account.firstName} ${account.lastName}`,
            start: displayDateTime(encounter.startTime, account.timeZone ?? 'UTC'),
            url: `${config.publicUrl}${pathTo.loginInvite(invitation)}`,
          }),
          tx,
        );
        await ctx.audit('room.guest-invited', { subject: String(encounterId) }, tx);
        return guest;
      });
    },

    async remove(ctx: ScopedContext, encounterId: number, guestId: number) {
      await providerRoom(ctx, encounterId);
      if (!(await removeGuest(db, encounterId, guestId, clock()))) throw domainError('NOT_FOUND');
      await ctx.audit('room.guest-removed', { subject: String(encounterId) });
    },

    /**
     * The guest's name in, a pass for that room out (no account, no session); the redemption and
     * its pass are one transaction, so a closed appointment counts no redemption.
     */
    async enter(ctx: RequestContext, input: GuestEntryRequest) {
      const invitation = invitations.open(input.room, clock());
      if (!invitation) throw domainError('ROOM_INVITE_INVALID');
      return db.transaction(async (tx) => {
        const redemption = await redeemInvitation(tx, invitation.g, invitation.e, {
          firstName: input.firstName,
          lastName: input.lastName,
        });
        if (redemption === null) throw domainError('ROOM_INVITE_INVALID');
        let pass: string;
        try {
          pass = await passes.issue(
            { encounterId: invitation.e, participant: { kind: 'guest', guestId: invitation.g } },
            tx,
          );
        } catch {
          // A closed appointment: the invitation is over, whatever the reason.
          throw domainError('ROOM_INVITE_INVALID');
        }
        await ctx.audit(
          'room.guest-entered',
          { subject: String(invitation.e), detail: { guestId: invitation.g, redemption } },
          tx,
        );
        return { url: pathTo.room(pass) };
      });
    },
  };
}

export type RoomGuestsService = ReturnType<typeof createRoomGuestsService>;
