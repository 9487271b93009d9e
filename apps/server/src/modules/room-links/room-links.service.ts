import { createHmac, randomBytes } from 'node:crypto';
import { pathTo } from '@clinicall/shared/paths';
import { RoomAccessMessages } from '@clinicall/shared/room-access/messages';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import { DomainError, domainError } from '../../lib/domain-error.js';
import type { LimiterStore } from '../../lib/limiter-store.js';
import { displayDateTime } from '../../lib/local-time.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import type { RoomPassesService } from '../room-passes/room-passes.service.js';
import type { SmsSender } from '../sms/sms.service.js';
import { clinicConsentsOfEncounter, clinicConsentUrl } from './clinic-consents.js';
import { CONSENT_FILES } from './consent-files.js';
import { roomLinkMail, roomLinkSms } from './room-link.messages.js';
import {
  findRecipients,
  findRoomLink,
  guestPatientIds,
  insertRoomLink,
} from './room-links.repository.js';

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'room-link.send': z.infer<typeof RoomLinkSendJobSchema>;
  }
}

/** Who gets a room link for which appointment; `start` null means "starting now". */
export const RoomLinkSendJobSchema = z.object({
  encounterId: z.number().int(),
  userIds: z.array(z.number().int()),
  providerName: z.string(),
  start: z.iso.datetime().nullable(),
});

/** D27: wrong dates of birth allowed per link before it waits out the window. */
export const RoomLinkGuessLimit = { attempts: 5, windowSeconds: 15 * 60 } as const;

/**
 * Room links (D19–D27): `/room-link/<id>` opens the appointment's room for one patient once they
 * give their date of birth. The id is 128 random bits; only its HMAC is stored. Wrong guesses are
 * counted per link in the shared limiter store (Redis when configured), so a link cannot be
 * walked through the calendar from several instances either.
 */
export function createRoomLinksService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  limiters: LimiterStore;
  hmacSecret: Uint8Array;
  passes: RoomPassesService;
  jobs: JobQueue;
}) {
  const { db, config, mailer, sms, passes } = deps;
  const hashKey = createHmac('sha256', deps.hmacSecret).update('clinicall:room-link').digest();
  const hashOf = (id: string) => createHmac('sha256', hashKey).update(id).digest('base64url');
  const guesses = deps.limiters.counter('room-link-dob', {
    limit: RoomLinkGuessLimit.attempts,
    windowSeconds: RoomLinkGuessLimit.windowSeconds,
  });

  /**
   * Mails (and texts, when the account has a phone number) a fresh room link to each person, in
   * the caller's transaction. `start` null says the call is starting now (on-demand).
   */
  async function send(
    ex: Executor,
    input: {
      encounterId: number;
      userIds: number[];
      providerName: string;
      start: Date | null;
    },
  ) {
    const recipients = await findRecipients(ex, input.userIds);
    for (const person of recipients) {
      const id = randomBytes(16).toString('base64url');
      await insertRoomLink(ex, {
        linkHash: hashOf(id),
        encounterId: input.encounterId,
        userId: person.id,
      });
      const notice = {
        firstName: person.firstName,
        providerName: input.providerName,
        start: input.start ? displayDateTime(input.start, person.timeZone ?? 'UTC') : null,
        url: `${config.publicUrl}${pathTo.roomLink(id)}`,
      };
      await mailer.enqueue(roomLinkMail(person.email, notice), ex);
      if (person.phoneNumber) await sms.enqueue(roomLinkSms(person.phoneNumber, notice), ex);
    }
    return recipients.length;
  }

  /** The link's record, or 404 when it is unknown or its room can no longer open (D21). */
  async function liveLink(id: string) {
    const link = await findRoomLink(db, hashOf(id));
    if (!link) throw domainError('NOT_FOUND');
    try {
      await passes.openRoom(link.encounterId);
    } catch (error) {
      if (error instanceof DomainError) throw domainError('NOT_FOUND');
      throw error;
    }
    return link;
  }

  // Sending from a job lets any change (an acceptance, the demo seed) ask for room links inside its
  // own transaction without knowing how they are made.
  deps.jobs.define({
    type: 'room-link.send',
    schema: RoomLinkSendJobSchema,
    run: (job) =>
      db.transaction(async (tx) => {
        await send(tx, { ...job, start: job.start === null ? null : new Date(job.start) });
      }),
  });

  return {
    send,

    /** A provider of the appointment sends the room link again to its patients. */
    async resend(ctx: ScopedContext, encounterId: number) {
      const encounter = await passes.openRoom(encounterId);
      const me = ctx.actor.userId;
      if (encounter.providerId !== me && encounter.leadProviderId !== me) {
        throw domainError('FORBIDDEN');
      }
      const { firstName, lastName } = ctx.actor.account;
      return db.transaction(async (tx) => {
        const sent = await send(tx, {
          encounterId,
          userIds: [encounter.patientId, ...(await guestPatientIds(tx, encounterId))],
          providerName: `${firstName} ${lastName}`,
          start: encounter.startTime,
        });
        await ctx.audit('room.link-sent', { subject: String(encounterId) }, tx);
        return { sent };
      });
    },

    async consents(id: string) {
      const link = await liveLink(id);
      // B37: the clinic's own consent PDFs come after the documents every sign-in accepts.
      const clinic = await clinicConsentsOfEncounter(db, link.encounterId);
      if (!clinic) return { consentFiles: CONSENT_FILES };
      return {
        consentFiles: [
          ...CONSENT_FILES,
          ...clinic.files.map((file) => ({
            name: file.name,
            url: clinicConsentUrl(id, file.slot),
            required: clinic.requireConsentCheck,
          })),
        ],
        additionalConsentText: clinic.additionalConsentText,
      };
    },

    /** B37: one of the clinic's consent PDFs, for the holder of a live room link only. */
    async clinicConsentFile(id: string, slot: number) {
      const link = await liveLink(id);
      const clinic = await clinicConsentsOfEncounter(db, link.encounterId);
      const file = clinic?.files.find((candidate) => candidate.slot === slot);
      if (!file) throw domainError('NOT_FOUND');
      return file;
    },

    /**
     * D20, D27: the room URL when the date of birth matches. Without one (the automatic first try)
     * only a patient with no date of birth on file gets in: the link alone is then the credential.
     */
    async validate(id: string, dateOfBirth: string | undefined) {
      const link = await liveLink(id);
      const key = hashOf(id);
      if (link.dateOfBirth !== null) {
        if (dateOfBirth === undefined) throw domainError('DATE_OF_BIRTH_REQUIRED');
        if ((await guesses.check(key)).reached) {
          throw domainError('RATE_LIMITED', RoomAccessMessages.roomLink.tooManyGuesses);
        }
        if (dateOfBirth !== link.dateOfBirth) {
          await guesses.add(key);
          throw domainError('DATE_OF_BIRTH_MISMATCH');
        }
      }
      try {
        // A bearer pass: the one kind of user pass that admits alone, and only a patient.
        const url = await passes.roomUrlFor(
          link.encounterId,
          { kind: 'user', userId: link.userId },
          null,
        );
        return { url, consentFiles: CONSENT_FILES };
      } catch (error) {
        // The person left the appointment since the link was sent.
        if (error instanceof DomainError) throw domainError('NOT_FOUND');
        throw error;
      }
    },
  };
}

export type RoomLinksService = ReturnType<typeof createRoomLinksService>;
