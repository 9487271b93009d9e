import { createHmac, randomBytes } from 'node:crypto';
import { Paths } from '@clinicall/shared/paths';
import type { MailResponseStatus } from '@clinicall/shared/scheduling/lifecycle';
import type { Executor } from '../../db/database.js';
import { lifecycleRepository } from './lifecycle.repository.js';

/** How long an e-mailed answer link works at most; it never outlives the appointment's start. */
export const RESPONSE_LINK_DAYS = 7;

/** A fresh link secret: 32 random bytes, URL-safe. */
export const newResponseToken = () => randomBytes(32).toString('base64url');

/**
 * The stored form of a link secret: keyed by the server's HMAC secret, so neither a leaked table
 * nor a guessed hash answers a request, and any change to the token misses.
 */
export const hashResponseToken = (secret: Uint8Array, token: string) =>
  createHmac('sha256', secret).update(`appointment-response:${token}`).digest('base64url');

/** C99: the page the link opens, which posts the token back. */
export function responseUrl(
  publicUrl: string,
  input: { token: string; type: MailResponseStatus; appointmentId: number },
) {
  const query = new URLSearchParams({
    token: input.token,
    type: input.type,
    appointmentId: String(input.appointmentId),
  });
  return `${publicUrl}${Paths.appointmentResponse}?${query.toString()}`;
}

/** The link's end: a week, or the appointment's start if sooner (a message request has none). */
export function responseLinkExpiry(now: Date, start: Date | null) {
  const week = now.getTime() + RESPONSE_LINK_DAYS * 86_400_000;
  return new Date(
    start && start.getTime() > now.getTime() ? Math.min(week, start.getTime()) : week,
  );
}

/**
 * Issues the one link secret of a request mail (its Accept and Decline links share it: the page
 * posts the chosen status with it) and answers both URLs. Only the secret's hash is stored.
 */
export async function issueResponseLinks(
  ex: Executor,
  settings: { secret: Uint8Array; publicUrl: string; now: Date },
  request: { encounterId: number; recipientId: number; start: Date | null },
) {
  const token = newResponseToken();
  await lifecycleRepository.insertResponseToken(ex, {
    encounterId: request.encounterId,
    recipientId: request.recipientId,
    tokenHash: hashResponseToken(settings.secret, token),
    expiresAt: responseLinkExpiry(settings.now, request.start),
  });
  const link = (type: MailResponseStatus) =>
    responseUrl(settings.publicUrl, { token, type, appointmentId: request.encounterId });
  return { acceptUrl: link('ACCEPTED'), declineUrl: link('DECLINED') };
}
