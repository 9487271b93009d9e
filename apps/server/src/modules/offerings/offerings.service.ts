import { Role } from '@clinicall/shared/roles';
import { fromCents, toCents } from '@clinicall/shared/scheduling/money';
import type { Offerings, SaveOfferingsRequestSchema } from '@clinicall/shared/scheduling/offerings';
import { ENCOUNTER_TYPES, type EncounterType } from '@clinicall/shared/scheduling/types';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.js';
import type { ScopedContext, SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import type { MembershipsService } from '../clinics/memberships.service.js';
import { countTemplatesOf, templateBelongsTo } from '../templates/templates.service.js';
import { offeringsRepository as repo, type VideoTypeRow } from './offerings.repository.js';

type SaveBody = z.output<typeof SaveOfferingsRequestSchema>;
type VideoTypeInput = SaveBody['encounterAccounts'][number]['encounterVideoTypes'][number];

/** What booking a type with a provider costs (cents) and lasts (minutes; null: the caller picks). */
export type Offer = {
  type: EncounterType;
  priceCents: number;
  durationMinutes: number | null;
  videoTypeId: number | null;
  videoTypeName: string | null;
};

const toVideoType = (row: VideoTypeRow) => ({
  id: row.id,
  encounterName: row.encounterName,
  description: row.description,
  duration: row.durationMinutes,
  price: fromCents(row.priceCents),
  allowAppointmentTemplate: row.allowAppointmentTemplate,
  templateId: row.templateId,
  requireAttachment: row.requireAttachment,
});

const videoTypeFields = (input: VideoTypeInput) => ({
  encounterName: input.encounterName,
  description: input.description,
  durationMinutes: input.duration,
  priceCents: toCents(input.price),
  allowAppointmentTemplate: input.allowAppointmentTemplate,
  templateId: input.templateId,
  requireAttachment: input.requireAttachment,
});

/** Offerings (spec 1 §4 "Offerings", C1–C15): the accounts per type and the video types. */
export function createOfferingsService(deps: { db: Db; memberships: MembershipsService }) {
  const { db, memberships } = deps;

  async function view(providerId: number): Promise<Offerings> {
    const [accounts, videoTypes, inOfficeAllowed] = await Promise.all([
      repo.accountsOf(db, providerId),
      repo.liveVideoTypesOf(db, providerId),
      memberships.inOfficeAllowed(providerId),
    ]);
    return {
      providerId,
      // C6: saved payment types contain only INSURANCE; card payments follow the video types' prices.
      paymentTypes: ['INSURANCE'],
      encounterAccounts: ENCOUNTER_TYPES.map((encounterType) => {
        const account = accounts.find((a) => a.encounterType === encounterType);
        return {
          encounterType,
          // B18: with the clinic's in-office switch off, In Office is offered nowhere (booking
          // included) until it is switched on again, when the provider's own choice returns.
          active: (account?.active ?? false) && (encounterType !== 'OFFICE' || inOfficeAllowed),
          quantity: fromCents(account?.quantityCents ?? 0),
          encounterVideoTypes: encounterType === 'VIDEO' ? videoTypes.map(toVideoType) : [],
        };
      }),
      inOfficeAllowed,
    };
  }

  /** C3, C12 and the video types' ids: the refusals a save can meet before anything is written. */
  async function check(providerId: number, body: SaveBody, liveIds: readonly number[]) {
    const office = body.encounterAccounts.find((a) => a.encounterType === 'OFFICE');
    if (office?.active && !(await memberships.inOfficeAllowed(providerId))) {
      throw domainError('IN_OFFICE_NOT_ALLOWED');
    }
    const videoTypes = body.encounterAccounts.flatMap((a) => a.encounterVideoTypes);
    const needsTemplate = videoTypes.some((t) => t.allowAppointmentTemplate || t.requireAttachment);
    if (needsTemplate && (await countTemplatesOf(db, providerId)) === 0) {
      throw domainError('NO_TEMPLATES');
    }
    for (const t of videoTypes) {
      if (t.templateId != null && !(await templateBelongsTo(db, providerId, t.templateId))) {
        throw domainError('VALIDATION', `Template ${t.templateId} is not one of yours.`);
      }
    }
    for (const t of videoTypes) {
      if (t.id !== undefined && !liveIds.includes(t.id)) {
        throw domainError('VALIDATION', `Video encounter type ${t.id} is not one of yours.`);
      }
    }
  }

  /** Keeps, changes, adds and removes the video types; new ones take the free slots of 1–3 (C11). */
  async function replaceVideoTypes(
    tx: Tx,
    providerId: number,
    wanted: readonly VideoTypeInput[],
    live: readonly VideoTypeRow[],
  ) {
    const keptIds = wanted.flatMap((t) => (t.id === undefined ? [] : [t.id]));
    await repo.removeVideoTypesExcept(tx, providerId, keptIds);
    const usedSlots = new Set(live.filter((t) => keptIds.includes(t.id)).map((t) => t.slot));
    for (const t of wanted) {
      if (t.id !== undefined) {
        await repo.updateVideoType(tx, providerId, t.id, videoTypeFields(t));
        continue;
      }
      const slot = [1, 2, 3].find((s) => !usedSlots.has(s));
      if (slot === undefined) throw domainError('VALIDATION', 'At most 3 video encounter types.');
      usedSlots.add(slot);
      await repo.insertVideoType(tx, providerId, slot, videoTypeFields(t));
    }
  }

  return {
    /** C4, I6: a provider's own offerings, or (by e-mail) those of a provider the caller may book. */
    async get(ctx: ScopedContext, email: string | undefined): Promise<Offerings> {
      const own = ctx.actor.role === Role.provider && (!email || email === ctx.actor.email);
      if (own) return view(ctx.actor.userId);
      if (!email)
        throw domainError('VALIDATION', 'Invalid email: the provider’s e-mail is required');
      // A patient also reads the provider a live referral lets them book (issue 22).
      const provider = await memberships.bookableProvider(ctx, { email });
      return view(provider.id);
    },

    /** C4: POST and PUT save alike; the accounts left out of the body keep their state. */
    async save(ctx: SignedInContext, body: SaveBody): Promise<Offerings> {
      const providerId = ctx.actor.userId;
      const live = await repo.liveVideoTypesOf(db, providerId);
      await check(
        providerId,
        body,
        live.map((t) => t.id),
      );
      const existing = await repo.accountsOf(db, providerId);
      const video = body.encounterAccounts.find((a) => a.encounterType === 'VIDEO');
      const keptVideo = existing.find((a) => a.encounterType === 'VIDEO');
      const accounts = body.encounterAccounts.map((a) => ({
        encounterType: a.encounterType,
        active: a.active,
        quantityCents: toCents(a.quantity),
      }));
      if (!video) {
        accounts.push({
          encounterType: 'VIDEO',
          active: keptVideo?.active ?? false,
          quantityCents: keptVideo?.quantityCents ?? 0,
        });
      }
      await db.transaction(async (tx) => {
        await repo.upsertAccounts(tx, providerId, accounts);
        if (video) {
          await replaceVideoTypes(
            tx,
            providerId,
            video.encounterVideoTypes,
            await repo.liveVideoTypesOf(tx, providerId),
          );
        }
      });
      return view(providerId);
    },

    /** What booking `type` with the provider costs and lasts; null when it is not offered. */
    async offer(
      providerId: number,
      type: EncounterType,
      videoTypeId: number | null,
    ): Promise<Offer | null> {
      const row = await repo.offer(db, providerId, type, type === 'VIDEO' ? videoTypeId : null);
      if (!row?.active) return null;
      if (type !== 'VIDEO') {
        return {
          type,
          priceCents: row.quantityCents,
          durationMinutes: null,
          videoTypeId: null,
          videoTypeName: null,
        };
      }
      if (row.videoTypeId === null) return null;
      return {
        type,
        priceCents: row.priceCents ?? 0,
        durationMinutes: row.durationMinutes,
        videoTypeId: row.videoTypeId,
        videoTypeName: row.videoTypeName,
      };
    },
  };
}

export type OfferingsService = ReturnType<typeof createOfferingsService>;
