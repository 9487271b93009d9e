import type { ReferralListQuery, ReferralStatus } from '@clinicall/shared/referrals/referrals';
import { REFERRALS_PAGE_SIZE, ReferralMessages } from '@clinicall/shared/referrals/referrals';
import type { RealtimeEvent } from '@clinicall/shared/realtime';
import { Role } from '@clinicall/shared/roles';
import type { Db, Executor } from '../../db/database.js';
import type { ReferralState } from '../../db/schema/referrals.js';
import type { Clock } from '../../lib/clock.js';
import type { SignedInContext } from '../../lib/access/request-context.js';
import { domainError } from '../../lib/domain-error.js';
import { hiddenRefusal } from '../../lib/hidden-refusal.js';
import type { Mailer } from '../mail/mailer.js';
import type { FileStorage } from '../storage/storage.service.js';
import { networkScope, type NetworkSwitch } from '../provider-network/network-scope.service.js';
import {
  referralAnsweredMail,
  referralForPatientMail,
  referralReceivedMail,
} from './referral-mails.js';
import { storeReferralFiles, type UploadPart } from './referral-files.js';
import { referralView, statusOf } from './referral-view.js';
import { referralGrantsRepository as grantsRepo } from './referral-grants.repository.js';
import { referralPatientsRepository as patientsRepo } from './referral-patients.repository.js';
import { referralsRepository as repo, type ReferralOwner } from './referrals.repository.js';

/** The part of `app.realtime` referrals use: events sent once the transaction committed. */
type UserEmitter = { toUser(userId: number, event: RealtimeEvent): void };

type Deps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  publicUrl: string;
  networkEnabled: NetworkSwitch;
  /** Whether a provider is in the network the caller sees (the provider-network service). */
  inNetwork: (ctx: SignedInContext, providerId: number) => Promise<boolean>;
  realtime: () => { afterCommit<T>(work: (events: UserEmitter) => Promise<T>): Promise<T> };
};

type Parties = NonNullable<Awaited<ReturnType<typeof repo.parties>>>;

/**
 * Referrals (F87–F98, issue 22 items 2–4): a small state machine. requested → accepted or
 * declined (the receiver), requested → withdrawn (the sender), accepted → completed (the
 * encounters trigger of migration 0047). Each transition is one transaction that locks the row and
 * checks its current state, so of two racing transitions exactly one wins. Accepting grants the
 * receiver read access to the patient (the access plugin checks the grant on each request).
 */
export function createReferralsService(deps: Deps) {
  const { db, clock, mailer, storage, publicUrl, networkEnabled } = deps;

  async function present(ex: Executor, ids: readonly number[]) {
    const [rows, files] = await Promise.all([repo.byIds(ex, ids), repo.attachments(ex, ids)]);
    return rows.map((row) => referralView(row, files));
  }

  async function presentOne(ex: Executor, id: number) {
    return (await presentWithParties(ex, id)).view;
  }

  /** The referral's answer and the people its mails go to. */
  async function presentWithParties(ex: Executor, id: number) {
    const [rows, files] = await Promise.all([repo.byIds(ex, [id]), repo.attachments(ex, [id])]);
    const row = rows[0];
    if (!row) throw domainError('NOT_FOUND');
    return { view: referralView(row, files), parties: row };
  }

  /** The referral's role for the caller, or a refusal that answers as a missing referral. */
  async function partyTo(ctx: SignedInContext, referralId: number) {
    const parties = await repo.parties(db, referralId);
    if (!parties) throw domainError('NOT_FOUND');
    const role = await roleIn(ctx, parties);
    if (!role) throw hiddenRefusal('FORBIDDEN', 'not a party to the referral');
    return { parties, role };
  }

  async function roleIn(ctx: SignedInContext, p: Parties) {
    const me = ctx.actor.userId;
    if (ctx.actor.role === Role.patient) {
      const own = p.patientId === me || p.familyOwnerId === me;
      return own ? ('patient' as const) : null;
    }
    if (ctx.actor.role !== Role.provider) return null;
    if (p.senderId !== me && p.receiverId !== me) return null;
    // F99: a provider reads referrals only while one of their clinics has the network on.
    await networkScope(ctx.actor, networkEnabled);
    return p.senderId === me ? ('sender' as const) : ('receiver' as const);
  }

  /** One transition in one transaction; the referral must still be in `from`. */
  async function move(
    ctx: SignedInContext,
    referralId: number,
    allowed: 'sender' | 'receiver',
    from: ReferralState,
    to: ReferralState,
  ) {
    const { role } = await partyTo(ctx, referralId);
    if (role !== allowed) {
      const message =
        allowed === 'receiver' ? ReferralMessages.notReceiver : ReferralMessages.notSender;
      throw domainError('FORBIDDEN', message);
    }
    return deps.realtime().afterCommit((events) =>
      db.transaction(async (tx) => {
        const locked = await repo.lockParties(tx, referralId);
        if (!locked || locked.state !== from) throw domainError('REFERRAL_ALREADY_ANSWERED');
        const at = clock();
        if (!(await repo.transition(tx, referralId, from, to, at)))
          throw domainError('REFERRAL_ALREADY_ANSWERED');
        if (to === 'accepted') {
          await grantsRepo.grant(tx, {
            referralId,
            providerId: locked.receiverId,
            patientId: locked.patientId,
            clinicId: locked.clinicId,
            grantedAt: at,
          });
        }
        const { view, parties } = await presentWithParties(tx, referralId);
        if (to === 'accepted' || to === 'declined') {
          await mailer.enqueue(referralAnsweredMail(parties, to === 'accepted', publicUrl), tx);
        }
        await ctx.audit(
          `referral.${to}`,
          {
            subject: String(referralId),
            patientId: locked.patientId,
            clinicId: locked.clinicId,
          },
          tx,
        );
        // The other provider and the patient, whose open referral lists follow it live.
        const other = ctx.actor.userId === locked.senderId ? locked.receiverId : locked.senderId;
        for (const user of [other, locked.patientId]) {
          events.toUser(user, { type: 'REFERRAL_CHANGED', referralId, status: statusOf[to] });
        }
        return view;
      }),
    );
  }

  async function page(ctx: SignedInContext, owner: ReferralOwner, query: ReferralListQuery) {
    const found = await repo.page(db, owner, query.search, query.page, REFERRALS_PAGE_SIZE);
    const content = await present(db, found.ids);
    for (const r of content) ctx.readsPatient(r.patientId, r.clinicId);
    return {
      content,
      last: (query.page + 1) * REFERRALS_PAGE_SIZE >= found.total,
      totalElements: found.total,
    };
  }

  return {
    /** F93: a provider refers a patient in their care (in a clinic with the network on). */
    async create(
      ctx: SignedInContext,
      body: { patientId: number; providerId: number; note: string },
    ) {
      const mine = await networkScope(ctx.actor, networkEnabled);
      if (body.providerId === ctx.actor.userId)
        throw domainError('VALIDATION', ReferralMessages.selfReferral);
      const clinicIds = await patientsRepo.patientClinicsIn(db, body.patientId, mine);
      const clinicId = clinicIds[0];
      if (clinicId === undefined) throw hiddenRefusal('CLINIC_FORBIDDEN', 'patient not in care');
      if (!(await deps.inNetwork(ctx, body.providerId)))
        throw domainError('NOT_FOUND', ReferralMessages.receiverNotInNetwork);
      const view = await deps.realtime().afterCommit((events) =>
        db.transaction(async (tx) => {
          const id = await repo.insert(tx, {
            clinicId,
            senderId: ctx.actor.userId,
            receiverId: body.providerId,
            patientId: body.patientId,
            note: body.note,
          });
          const { view: created, parties } = await presentWithParties(tx, id);
          await mailer.enqueue(referralReceivedMail(parties, publicUrl), tx);
          await mailer.enqueue(referralForPatientMail(parties, publicUrl), tx);
          await ctx.audit(
            'referral.requested',
            { subject: String(id), patientId: body.patientId, clinicId },
            tx,
          );
          for (const user of [body.providerId, body.patientId]) {
            events.toUser(user, { type: 'REFERRAL_CHANGED', referralId: id, status: 'PENDING' });
          }
          return created;
        }),
      );
      return view;
    },

    /** F93: the sender adds files while the referral waits for an answer. */
    async attach(ctx: SignedInContext, referralId: number, parts: AsyncIterable<UploadPart>) {
      const { parties, role } = await partyTo(ctx, referralId);
      if (role !== 'sender') throw domainError('FORBIDDEN', ReferralMessages.notSender);
      if (parties.state !== 'requested') throw domainError('REFERRAL_ALREADY_ANSWERED');
      const stored = await storeReferralFiles(storage, parts);
      if (stored.length === 0) throw domainError('VALIDATION', 'Please select a file to upload.');
      try {
        await repo.addAttachments(db, referralId, stored);
      } catch (error) {
        await Promise.all(stored.map((f) => storage.remove(f.storageKey)));
        throw error;
      }
      await ctx.audit('referral.attach', {
        subject: String(referralId),
        patientId: parties.patientId,
        detail: { files: stored.length },
      });
      return presentOne(db, referralId);
    },

    /** F90: PUT /referrals: the receiver accepts or declines a pending referral. */
    answer(
      ctx: SignedInContext,
      id: number,
      status: Extract<ReferralStatus, 'ACCEPTED' | 'DECLINED'>,
    ) {
      return move(
        ctx,
        id,
        'receiver',
        'requested',
        status === 'ACCEPTED' ? 'accepted' : 'declined',
      );
    },

    /** Issue 22 item 3: the sender withdraws a referral still waiting for an answer. */
    withdraw(ctx: SignedInContext, id: number) {
      return move(ctx, id, 'sender', 'requested', 'withdrawn');
    },

    /** Issue 22 item 4: the referring provider or the patient ends what the referral granted. */
    async revoke(ctx: SignedInContext, id: number) {
      const { parties, role } = await partyTo(ctx, id);
      if (role === 'receiver') throw domainError('FORBIDDEN', ReferralMessages.notSender);
      const revoked = await deps.realtime().afterCommit((events) =>
        db.transaction(async (tx) => {
          const ended = await grantsRepo.revoke(tx, id, ctx.actor.userId, clock());
          if (!ended) return false;
          await ctx.audit(
            'referral.grant-revoked',
            { subject: String(id), patientId: parties.patientId },
            tx,
          );
          events.toUser(parties.receiverId, {
            type: 'REFERRAL_CHANGED',
            referralId: id,
            status: statusOf[parties.state],
          });
          return true;
        }),
      );
      if (!revoked) throw domainError('CONFLICT', ReferralMessages.accessEnded);
      return presentOne(db, id);
    },

    /** F92: GET /referrals/provider: referrals the provider sent or received. */
    async forProvider(ctx: SignedInContext, query: ReferralListQuery) {
      await networkScope(ctx.actor, networkEnabled);
      return page(ctx, { providerId: ctx.actor.userId }, query);
    },

    /** F91, F92: GET /referrals/patient: the signed-in patient's referrals. */
    forPatient(ctx: SignedInContext, query: ReferralListQuery) {
      return page(ctx, { patientId: ctx.actor.userId }, query);
    },

    /** F92, E54: one referral, for its parties only. */
    async get(ctx: SignedInContext, id: number) {
      await partyTo(ctx, id);
      const view = await presentOne(db, id);
      ctx.readsPatient(view.patientId, view.clinicId);
      return view;
    },

    /**
     * F94: one of the referral's files. The sender and the patient always; the receiver only
     * while this referral's grant is live.
     */
    async download(ctx: SignedInContext, referralId: number, fileName: string) {
      const { parties, role } = await partyTo(ctx, referralId);
      if (role === 'receiver') {
        const grant = await grantsRepo.ofReferral(db, referralId, ctx.actor.userId, clock());
        if (!grant) throw hiddenRefusal('FORBIDDEN', 'no grant of this referral');
        if (!grant.live) throw domainError('REFERRAL_ACCESS_ENDED');
      }
      const file = await repo.attachmentNamed(db, referralId, fileName);
      if (!file) throw domainError('NOT_FOUND');
      ctx.readsPatient(parties.patientId, parties.clinicId);
      return {
        key: file.storageKey,
        fileName: file.fileName,
        extension: file.fileType,
        size: file.sizeBytes,
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
