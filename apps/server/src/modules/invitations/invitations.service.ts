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
import { familyMemberAddedMail, joinClinicMail, signupInviteMail } from './invitations.mails.js';
import { invitationsRepository as repo, type InvitationKind } from './invitations.repository.js';
import { pendingPasswordHash } from './pending-password.js';

type InviteBody = z.output<typeof PatientInviteRequestSchema>;
type Invitee = { id: number; email: string; firstName: string };

declare module '../jobs/job-types.js' {
  interface JobPayloads {
    'invitations.mail': z.infer<typeof InvitationMailJobSchema>;
  }
}

const InvitationMailJobSchema = z.object({ invitationIds: z.array(z.number().int()).max(1000) });

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
    invitees: { kind: InvitationKind; user: Invitee }[],
  ) {
    const rows = await repo.insertInvitations(
      tx,
      invitees.map((i) => ({ kind: i.kind, userId: i.user.id })),
      clinicId,
      ctx.actor.userId,
      expiry(),
    );
    if (rows.length > 0) {
      await jobs.enqueue(tx, 'invitations.mail', { invitationIds: rows.map((r) => r.id) });
    }
  }

  /** The mails of a batch of invitations, each with its own signed link. */
  async function mailInvitations({ invitationIds }: { invitationIds: number[] }) {
    await db.transaction(async (tx) => {
      for (const row of await repo.forMail(tx, invitationIds)) {
        if (row.usedAt) continue;
        const token = signInvitationToken(hmacSecret, row.id, row.expiresAt);
        const mail =
          row.kind === 'JOIN'
            ? joinClinicMail(
                row,
                row.clinicName,
                `${config.publicUrl}${pathTo.joinClinic(token, row.userId)}`,
              )
            : signupInviteMail(
                row,
                row.clinicName,
                `${config.publicUrl}${pathTo.signupStart(token, row.kind)}`,
                row.kind === 'PROVIDER',
              );
        await mailer.enqueue(mail, tx);
      }
    });
  }

  jobs.define({ type: 'invitations.mail', schema: InvitationMailJobSchema, run: mailInvitations });

  async function addFamilyMember(
    ctx: ScopedContext,
    clinicId: number,
    body: InviteBody,
    head: Invitee,
  ): Promise<PatientInviteResponse> {
    const hash = await pendingPasswordHash();
    return db.transaction(async (tx) => {
      const email = await repo.freeFamilyEmail(tx, head.email);
      if (!email) throw domainError('INVITE_EMAIL_IS_STAFF');
      const [member] = await repo.insertPendingPatients(
        tx,
        [
          {
            ...body,
            email,
            phoneNumber: body.telephoneNumber,
            ehrId: body.patientEMRID,
            familyOwnerId: head.id,
          },
        ],
        clinicId,
        hash,
      );
      if (!member) throw domainError('CONFLICT');
      await repo.addPatientMembership(tx, head.id, clinicId);
      const clinicName = (await repo.clinicName(tx, clinicId)) ?? 'Your clinic';
      await mailer.enqueue(
        familyMemberAddedMail(head, clinicName, `${body.firstName} ${body.lastName}`),
        tx,
      );
      await ctx.audit(
        'patient.family-member-added',
        {
          subject: email,
          detail: { clinicId, headId: head.id },
        },
        tx,
      );
      return { outcome: 'familyMember', email };
    });
  }

  return {
    /** F66–F72: POST /patientInvite. */
    async invite(ctx: ScopedContext, body: InviteBody): Promise<PatientInviteResponse> {
      const clinicId = clinicOf(ctx, body.clinicId);
      const [existing] = await repo.accountsByEmail(db, [body.email], clinicId);
      if (existing && existing.role !== Role.patient) throw domainError('INVITE_EMAIL_IS_STAFF');
      // A person invited before who has not signed up yet gets a fresh link.
      if (existing && !existing.pending) {
        if (!body.asFamilyMember) throw domainError('INVITE_EMAIL_IS_PATIENT');
        const headId = existing.familyOwnerId ?? existing.id;
        const [head] =
          headId === existing.id ? [existing] : await repo.accountsById(db, [headId], clinicId);
        if (!head) throw domainError('NOT_FOUND');
        return addFamilyMember(ctx, clinicId, body, head);
      }
      const hash = await pendingPasswordHash();
      return db.transaction(async (tx) => {
        let user: Invitee | undefined = existing;
        if (existing) {
          await repo.addPatientMembership(tx, existing.id, clinicId);
        } else {
          [user] = await repo.insertPendingPatients(
            tx,
            [{ ...body, phoneNumber: body.telephoneNumber, ehrId: body.patientEMRID }],
            clinicId,
            hash,
          );
        }
        if (!user) throw domainError('INVITE_EMAIL_IS_PATIENT');
        await sendInvitations(tx, ctx, clinicId, [{ kind: 'PATIENT', user }]);
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
        const joining: number[] = [];
        const invitees: { kind: InvitationKind; user: Invitee }[] = [];
        for (const row of checked.rows) {
          const account = byEmail.get(row.email);
          if (!account) toCreate.push(row);
          else if (account.role !== Role.patient)
            result.failedToCreateAccountForEmails.push(row.email);
          else if (account.familyOwnerId !== null) result.familyMembers.push(row.email);
          else if (account.memberHere) result.alreadyHaveAccountAtThisClinic.push(row.email);
          else {
            invitees.push({ kind: account.pending ? 'PATIENT' : 'JOIN', user: account });
            if (account.pending) joining.push(account.id);
            result.invitedToClinic.push(row.email);
          }
        }
        await repo.addPatientMemberships(tx, joining, clinicId);
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
