import { z } from 'zod';
import { TextLimit } from '../constants.js';

const NamePartSchema = z.string().trim().min(1, 'Required').max(TextLimit.tiny);

/** POST /api/encounters/:id/guests: a provider of the appointment invites a guest by e-mail (D18). */
export const GuestInviteRequestSchema = z.object({
  email: z.email('Enter a valid e-mail address, like name@example.com.').max(TextLimit.short),
});
export type GuestInviteRequest = z.infer<typeof GuestInviteRequestSchema>;

export const GuestInviteSchema = z.object({
  guestId: z.number().int(),
  email: z.string(),
});
export type GuestInvite = z.infer<typeof GuestInviteSchema>;

/** POST /api/rooms/guestPass: the guest's first and last name and the invitation from the link. */
export const GuestEntryRequestSchema = z.object({
  room: z.string().min(1).max(512),
  firstName: NamePartSchema,
  lastName: NamePartSchema,
});
export type GuestEntryRequest = z.infer<typeof GuestEntryRequestSchema>;

/** Where the guest goes: `/room/<pass>`, a pass for that room only (ROLE_ROOM_INVITED). */
export const RoomUrlSchema = z.object({ url: z.string() });
export type RoomUrl = z.infer<typeof RoomUrlSchema>;
