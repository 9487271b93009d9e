import { and, desc, eq, gt, inArray, is, isNull, lt, or, Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepareArrayQuery } from '../../db/array-query.js';
import type { Db, Executor } from '../../db/database.js';
import { clinicMemberships, clinics } from '../../db/schema/clinics.js';
import { passcodes, sessions, users } from '../../db/schema/identity.js';

const assistant = alias(users, 'assistant');

/** `now()` less some seconds; the value is an integer from the configuration, never user input. */
const secondsAgo = (seconds: number) =>
  sql.raw(`now() - interval '${Math.trunc(seconds)} seconds'`);

/**
 * What makes a session live, over `sessions` joined with the acting `assistant`: not revoked, not
 * expired, active within the idle window; an acting session also needs its assistant active. The
 * other endings of an acting session revoke its row where they happen, so this hot query needs
 * no more joins: the assistant's logout and password change revoke the sessions bound to theirs,
 * unlinking revokes them in a database trigger, and minting caps the expiry at the assistant's own.
 */
const isLive = (idleSeconds: number) =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, secondsAgo(idleSeconds)),
    or(isNull(sessions.actingAssistantId), eq(assistant.activated, true)),
  );

/** One row of the live-session query: the session's user, acting assistant and activity. */
export type LiveSession = {
  userId: number;
  email: string;
  role: string;
  activated: boolean;
  firstName: string;
  lastName: string;
  roomName: string | null;
  timeZone: string | null;
  actingAssistantId: number | null;
  assistantFirstName: string | null;
  assistantLastName: string | null;
  parentSessionId: string | null;
  touchDue: boolean;
  /**
   * Milliseconds, by the database's clock, until the session expires or its activity is due to be
   * recorded, whichever is first: how long an answer may stand without asking again.
   */
  freshForMs: number;
  /** The user's clinic memberships: the clinics and the role held in each, in clinic order. */
  memberships: { clinicId: number; role: string }[];
  /** Issue 20 point 10: the session started while its user had legal documents to accept. */
  legalPending: boolean;
};

/** The session's user as the subqueries below see it (a bare `id` would be the session's). */
const sessionUserId = sql`${users}.${sql.identifier(users.id.name)}`;

/**
 * The hot path of every protected request: session, user and acting assistant in one prepared
 * round trip, carrying everything GET /account answers so that call needs no second query.
 * `touchDue` says whether the recorded activity is older than `touchAfterSeconds`: a boolean
 * costs the hot path less than parsing a timestamp, and the database's clock is the one that counts.
 * Drizzle writes the SQL once; rows come back as arrays and are named here, because Drizzle's
 * generic row mapping cost more per request than everything else the access check does.
 * The user's clinic memberships come along (two arrays in the same order): every clinic-scoped
 * route needs them, and a second round trip per request cost those routes about as much as the
 * whole of GET /account.
 */
export function prepareLiveSessionQuery(db: Db, idleSeconds: number, touchAfterSeconds: number) {
  const query = db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      activated: users.activated,
      firstName: users.firstName,
      lastName: users.lastName,
      roomName: users.roomName,
      timeZone: users.timeZone,
      actingAssistantId: sessions.actingAssistantId,
      assistantFirstName: assistant.firstName,
      assistantLastName: assistant.lastName,
      parentSessionId: sessions.parentSessionId,
      touchDue: sql<boolean>`${sessions.lastSeenAt} < ${secondsAgo(touchAfterSeconds)}`,
      // The idle window's end needs no term of its own: the touch is due a tenth of it earlier.
      freshForMs: sql<number>`(extract(epoch from least(${sessions.expiresAt},
        ${sessions.lastSeenAt} + ${sql.raw(`interval '${Math.trunc(touchAfterSeconds)} seconds'`)})
        - now()) * 1000)::float8`,
      clinicIds: sql<number[]>`array(select m.clinic_id from ${clinicMemberships} m
        where m.user_id = ${sessionUserId} order by m.clinic_id)`,
      clinicRoles: sql<string[]>`array(select m.role from ${clinicMemberships} m
        where m.user_id = ${sessionUserId} order by m.clinic_id)`,
      legalPending: sessions.legalPending,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(assistant, eq(assistant.id, sessions.actingAssistantId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isLive(idleSeconds)))
    .limit(1)
    .toSQL();
  // Constant parameters (the `true` of the assistant check, the limit) keep their value; the
  // placeholder takes the session id.
  const params = query.params.map((param) => (is(param, Placeholder) ? undefined : param));
  const run = prepareArrayQuery(db, 'live_session', query.sql);
  return async (sessionId: string): Promise<LiveSession | undefined> => {
    const [row] = await run(params.map((param) => param ?? sessionId));
    if (!row) return undefined;
    return {
      userId: row[0] as number,
      email: row[1] as string,
      role: row[2] as string,
      activated: row[3] as boolean,
      firstName: row[4] as string,
      lastName: row[5] as string,
      roomName: row[6] as string | null,
      timeZone: row[7] as string | null,
      actingAssistantId: row[8] as number | null,
      assistantFirstName: row[9] as string | null,
      assistantLastName: row[10] as string | null,
      parentSessionId: row[11] as string | null,
      touchDue: row[12] as boolean,
      freshForMs: row[13] as number,
      memberships: (row[14] as number[]).map((clinicId, i) => ({
        clinicId,
        role: (row[15] as string[])[i]!,
      })),
      legalPending: row[16] as boolean,
    };
  };
}

/**
 * Which of these sessions are still live with an active user: the realtime channel's periodic
 * re-check of its open sockets, one query per sweep instead of one per socket.
 */
export async function liveSessionIdsAmong(ex: Executor, ids: string[], idleSeconds: number) {
  if (ids.length === 0) return new Set<string>();
  const rows = await ex
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(assistant, eq(assistant.id, sessions.actingAssistantId))
    .where(and(inArray(sessions.id, ids), eq(users.activated, true), isLive(idleSeconds)));
  return new Set(rows.map((row) => row.id));
}

/** The user's live sessions, most recently active first, for the account page. */
export async function liveSessionsOf(ex: Executor, userId: number, idleSeconds: number) {
  return ex
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      actingAssistantId: sessions.actingAssistantId,
      assistantFirstName: assistant.firstName,
      assistantLastName: assistant.lastName,
    })
    .from(sessions)
    .leftJoin(assistant, eq(assistant.id, sessions.actingAssistantId))
    .where(and(eq(sessions.userId, userId), isLive(idleSeconds)))
    .orderBy(desc(sessions.lastSeenAt));
}

export type NewSession = {
  id: string;
  userId: number;
  actingAssistantId: number | null;
  parentSessionId: string | null;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

export const sessionsRepository = {
  async expiryOf(ex: Executor, sessionId: string) {
    const [row] = await ex
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.expiresAt;
  },

  async createSession(ex: Executor, values: NewSession) {
    await ex
      .insert(sessions)
      .values({ ...values, userAgent: values.userAgent?.slice(0, 500) ?? null });
  },

  /** Ends the assistant's earlier acting sessions for this provider, so one stays live per pair. */
  async revokeActingSessions(ex: Executor, assistantId: number, providerId: number) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.actingAssistantId, assistantId),
          eq(sessions.userId, providerId),
          isNull(sessions.revokedAt),
        ),
      );
  },

  /** Marks activity, unless another request (on any instance) recorded it in the last seconds. */
  async touchSessions(ex: Executor, sessionIds: string[], unlessWithinSeconds: number) {
    await ex
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          inArray(sessions.id, sessionIds),
          lt(sessions.lastSeenAt, secondsAgo(unlessWithinSeconds)),
        ),
      );
  },

  /** Ends one of the user's own sessions (and acting sessions opened from it); false if none. */
  async revokeOwnSession(ex: Executor, userId: number, sessionId: string) {
    const ended = await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
    if (ended.length === 0) return false;
    await sessionsRepository.revokeSession(ex, sessionId);
    return true;
  },

  async revokeSession(ex: Executor, sessionId: string) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          or(eq(sessions.id, sessionId), eq(sessions.parentSessionId, sessionId)),
          isNull(sessions.revokedAt),
        ),
      );
  },

  /** Ends every session of the user: their own, those acting as them, and those they act in. */
  /**
   * Issue 20 point 3: the user belongs to clinics and every one of them is deactivated. A user
   * with one active clinic left still signs in (and works there); the super admin has none.
   */
  async onlyInactiveClinics(ex: Executor, userId: number) {
    const rows = await ex
      .select({ active: clinics.activated })
      .from(clinicMemberships)
      .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
      .where(eq(clinicMemberships.userId, userId));
    return rows.length > 0 && rows.every((row) => !row.active);
  },

  async revokeAllSessions(ex: Executor, userId: number) {
    await ex
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          or(eq(sessions.userId, userId), eq(sessions.actingAssistantId, userId)),
          isNull(sessions.revokedAt),
        ),
      );
  },

  async replacePasscode(ex: Executor, userId: number, codeHash: string, expiresAt: Date) {
    await ex
      .insert(passcodes)
      .values({ userId, codeHash, expiresAt, attempts: 0 })
      .onConflictDoUpdate({
        target: passcodes.userId,
        set: { codeHash, expiresAt, attempts: 0, createdAt: sql`now()` },
      });
  },

  async findPasscodeForUpdate(ex: Executor, userId: number) {
    const [row] = await ex
      .select()
      .from(passcodes)
      .where(eq(passcodes.userId, userId))
      .for('update');
    return row;
  },

  async countPasscodeFailure(ex: Executor, userId: number) {
    await ex
      .update(passcodes)
      .set({ attempts: sql`${passcodes.attempts} + 1` })
      .where(eq(passcodes.userId, userId));
  },

  async deletePasscode(ex: Executor, userId: number) {
    await ex.delete(passcodes).where(eq(passcodes.userId, userId));
  },
};
