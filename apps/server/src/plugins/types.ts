import type { Account } from '@clinicall/shared/identity';
import type { Role } from '@clinicall/shared/roles';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/database.js';
import type { AuditWriter } from '../modules/audit/audit.service.js';
import type { JobQueue } from '../modules/jobs/job-queue.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { TokenService } from '../modules/identity/tokens.js';

/** Who is calling, resolved from the bearer token on every protected request. */
export type AuthContext = {
  userId: number;
  sessionId: string;
  role: Role;
  email: string;
  actingAssistantId: number | null;
  /** What GET /account answers, read in the same query that checked the session. */
  account: Account;
};

/** How each API route is guarded; tests walk this list to prove every rule. */
export type RouteAccess = {
  method: string;
  url: string;
  public: boolean;
  roles: readonly Role[] | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: readonly RouteAccess[];
    config: Config;
    database: Database;
    db: Db;
    jobs: JobQueue;
    mailer: Mailer;
    audit: AuditWriter;
    tokens: TokenService;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Open endpoint: no token needed (the explicit list of open endpoints is every route with this flag). */
    public?: boolean;
    /** Roles allowed to call a protected endpoint; absent means any signed-in role. */
    roles?: readonly Role[];
  }
}
