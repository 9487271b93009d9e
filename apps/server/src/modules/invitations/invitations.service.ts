import { Role } from '@clinicall/shared/roles';
import { INVITATION_TTL_DAYS, checkInviteRows } from '@clinicall/shared/invitations/rules';
import type {
  BulkInviteResult,
  BulkInviteRow,
  PatientInviteRequestSchema,
  PatientInviteResponse,
} from '@clinicall/shared/invitations/schemas';
import { pathTo } from '@clinicall/shared/paths';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/database.js';
import { inScope } from '../../lib/access/clinic-scope.js';
import type { ScopedContext } from '../../lib/access/request-context.js';
import type { Clock } from '../../lib/clock.js';
import { domainError } from '../../lib/domain-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { signInvitationToken } from '../../lib/invitation-tokens.js';
import {
  FamilyRequestSchema,
  familyMemberName,
  type FamilyRequest,
} from './family-consent.service.js';
import { familyRequestMail, joinClinicMail, signupInviteMail } from './invitations.mails.js';
import { invitationsRepository as repo, type InvitationKind } from './invitations.repository.js';
import { pendingPasswordHash } from './pending-password.js';

type InviteBody = z.output<typeof PatientInviteRequestSchema>;
type Invitee = { id: number; email: string; firstName: string };
type MailRow = Awaited<ReturnType<typeof repo.forMail>>[number];

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'invitations.mail': z.infer<typeof InvitationMailJobSchema>;
    'invitations.family-request-expired': z.infer<typeof FamilyExpiryJobSchema>;
  }
}

const InvitationMailJobSchema = z.object({ invitationIds: z.array(z.number().int()).max(1000) });
const FamilyExpiryJobSchema = z.object({ invitationId: z.number().int() });

export type InvitationsDeps = {
  jobs: JobQueue;
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  mailer: Mailer;
  hmacSecret: Uint8Array;
  clock: Clock;
};

/** F66–F86: inviting patients by form or CSV. */
export function createInvitationsService(deps: InvitationsDeps) {
  const { db, config, mailer, hmacSecret, clock, jobs } = deps;

  /** The clinic an invite goes to: the one asked for (if the caller's), else their first. */
  function clinicOf(ctx: ScopedContext, requested: number | undefined) {
    if (requested !== undefined) {
      if (!inScope(ctx.scope, requested)) throw domainError('CLINIC_FORBIDDEN');
      return requested;
    }
    const first = [...ctx.scope.clinicIds].sort((a, b) => a - b)[0];
    if (first === undefined) throw domainError('CLINIC_FORBIDDEN');
    return first;
  }

  const expiry = () => new Date(clock().getTime() + INVITATION_TTL_DAYS * 86_400_000);

  /**
   * Writes the invitations and, in the same transaction, ONE job that mails them: a 300-row file
   * commits with one job row instead of 300 mail rows, and the worker writes the mails after.
   */
  async function sendInvitations(
    tx: Executor,
    ctx: ScopedContext,
    clinicId: number,
    invitees: { kind: InvitationKind; user: Invitee; familyMember?: FamilyRequest }[],
  ) {
    const expiresAt = expiry();
    const rows = await repo.insertInvitations(
      tx,
      invitees.map((i) => ({ kind: i.kind, userId: i.user.id, familyMember: i.familyMember })),
      clinicId,
      ctx.actor.userId,
      expiresAt,
    );
    if (rows.length > 0) {
      await jobs.enqueue(tx, 'invitations.mail', { invitationIds: rows.map((r) => r.id) });
    }
    return { rows, expiresAt };
  }

  /** One invitation's mail; none for a family request whose details expiry has cleared. */
  function mailOf(row: MailRow, token: string) {
    // Both consents (joining, a family member) are accepted on the join page (F131).
    const joinUrl = `${config.publicUrl}${pathTo.joinClinic(token, row.userId)}`;
    switch (row.kind) {
      case 'JOIN':
        return joinClinicMail(row, row.clinicName, joinUrl);
      case 'FAMILY': {
        const request = FamilyRequestSchema.safeParse(row.familyMember);
        if (!request.success) return null;
        return familyRequestMail(row, row.clinicName, familyMemberName(request.data), joinUrl);
      }
      default:
        return signupInviteMail(
          row,
          row.clinicName,
          `${config.publicUrl}${pathTo.signupStart(token, row.kind)}`,
          row.kind === 'PROVIDER',
        );
    }
  }

  /** The mails of a batch of invitations, each with its own signed link. */
  async function mailInvitations({ invitationIds }: { invitationIds: number[] }) {
    await db.transaction(async (tx) => {
      for (const row of await repo.forMail(tx, invitationIds)) {
        if (row.usedAt) continue;
        const mail = mailOf(row, signInvitationToken(hmacSecret, row.id, row.expiresAt));
        if (mail) await mailer.enqueue(mail, tx);
      }
    });
  }

  jobs.define({ type: 'invitations.mail', schema: InvitationMailJobSchema, run: mailInvitations });
  jobs.define({
    type: 'invitations.family-request-expired',
    schema: FamilyExpiryJobSchema,
    run: ({ invitationId }) => repo.clearFamilyRequest(db, invitationId),
  });

  /**
   * F72, issue 19 path 1: a family member under an existing account waits for that account's
   * consent. Nothing is created and no membership is added here: the head is mailed a link naming
   * the member and the clinic, and only their acceptance (signup's joinClinic) creates the member
   * and makes both patients of the clinic. The answer is the same wherever the head is a patient,
   * so it tells the provider nothing the e-mail prompt (409) did not.
   */
  async function requestFamilyMember(
    ctx: ScopedContext,
    clinicId: number,
    body: InviteBody,
    head: Invitee,
  ): Promise<PatientInviteResponse> {
    const familyMember: FamilyRequest = {
      firstName: body.firstName,
      lastName: body.lastName,
      gender: body.gender,
      dateOfBirth: body.dateOfBirth,
      ...(body.telephoneNumber ? { phoneNumber: body.telephoneNumber } : {}),
      ...(body.patientEMRID ? { ehrId: body.patientEMRID } : {}),
    };
    return db.transaction(async (tx) => {
      const { rows, expiresAt } = await sendInvitations(tx, ctx, clinicId, [
        { kind: 'FAMILY', user: head, familyMember },
      ]);
      for (const row of rows) {
        await jobs.enqueue(
          tx,
          'invitations.family-request-expired',
          { invitationId: row.id },
          { runAt: expiresAt },
        );
      }
      await ctx.audit(
        'patient.family-member-requested',
        { subject: body.email, clinicId, detail: { clinicId, headId: head.id } },
        tx,
      );
      return { outcome: 'familyMemberRequested', email: body.email };
    });
  }

  return {
    /** F66–F72: POST /patientInvite. */
    async invite(ctx: ScopedContext, body: InviteBody): Promise<PatientInviteResponse> {
      const clinicId = clinicOf(ctx, body.clinicId);
      const [existing] = await repo.accountsByEmail(db, [body.email], clinicId);
      if (existing && existing.role !== Role.patient) throw domainError('INVITE_EMAIL_IS_STAFF');
      if (existing && !existing.pending) {
        if (!body.asFamilyMember) throw domainError('INVITE_EMAIL_IS_PATIENT');
        const headId = existing.familyOwnerId ?? existing.id;
        const head = headId === existing.id ? existing : await repo.accountById(db, headId);
        if (!head) throw domainError('NOT_FOUND');
        return requestFamilyMember(ctx, clinicId, body, head);
      }
      const hash = await pendingPasswordHash();
      return db.transaction(async (tx) => {
        // Someone invited before who has not signed up yet: this clinic's own invitee gets a fresh
        // sign-up link; another clinic's gets only a join link, and this clinic sees nothing of
        // them until they accept it (issue 19 path 1). The answer is the same as for a new person.
        const [user] = existing
          ? [existing]
          : await repo.insertPendingPatients(
              tx,
              [{ ...body, phoneNumber: body.telephoneNumber, ehrId: body.patientEMRID }],
              clinicId,
              hash,
            );
        if (!user) throw domainError('INVITE_EMAIL_IS_PATIENT');
        const kind = existing && !existing.memberHere ? 'JOIN' : 'PATIENT';
        await sendInvitations(tx, ctx, clinicId, [{ kind, user }]);
        await ctx.audit('patient.invited', { subject: body.email, detail: { clinicId } }, tx);
        return { outcome: 'invited', email: body.email };
      });
    },

    /** F84, F85: POST /patientBulkRegister, every row re-checked, one transaction. */
    async bulk(
      ctx: ScopedContext,
      posted: BulkInviteRow[],
      requestedClinic: number | undefined,
    ): Promise<BulkInviteResult> {
      const clinicId = clinicOf(ctx, requestedClinic);
      const checked = checkInviteRows(
        posted.map((r) => [r.firstName, r.lastName, r.email, r.gender, r.dateOfBirth]),
      );
      if (checked.errors[0]) throw domainError('VALIDATION', checked.errors[0]);
      const hash = await pendingPasswordHash();
      return db.transaction(async (tx) => {
        const result: BulkInviteResult = {
          createdAccounts: [],
          invitedToClinic: [],
          alreadyHaveAccountAtThisClinic: [],
          failedToCreateAccountForEmails: [],
          familyMembers: [],
        };
        const accounts = await repo.accountsByEmail(
          tx,
          checked.rows.map((r) => r.email),
          clinicId,
        );
        const byEmail = new Map(accounts.map((a) => [a.email, a]));
        const toCreate = [];
        const invitees: { kind: InvitationKind; user: Invitee }[] = [];
        for (const row of checked.rows) {
          const account = byEmail.get(row.email);
          if (!account) toCreate.push(row);
          else if (account.role !== Role.patient)
            result.failedToCreateAccountForEmails.push(row.email);
          else if (account.familyOwnerId !== null) result.familyMembers.push(row.email);
          else if (account.memberHere) result.alreadyHaveAccountAtThisClinic.push(row.email);
          else {
            // Issue 19 path 1: a patient elsewhere, or another clinic's invitee who has not
            // signed up yet, gets a join link and no membership until they accept it.
            invitees.push({ kind: 'JOIN', user: account });
            result.invitedToClinic.push(row.email);
          }
        }
        const created = await repo.insertPendingPatients(tx, toCreate, clinicId, hash);
        const createdEmails = new Set(created.map((u) => u.email));
        for (const row of toCreate) {
          if (createdEmails.has(row.email)) result.createdAccounts.push(row.email);
          else result.failedToCreateAccountForEmails.push(row.email);
        }
        invitees.push(...created.map((user) => ({ kind: 'PATIENT' as const, user })));
        await sendInvitations(tx, ctx, clinicId, invitees);
        await ctx.audit(
          'patient.bulk-invited',
          { detail: { clinicId, rows: checked.rows.length, created: created.length } },
          tx,
        );
        return result;
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
