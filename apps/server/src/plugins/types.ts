import type { Config } from '../config.js';
import type { Database, Db } from '../db/database.js';
import type { HandlersInFlight } from '../lib/handlers-in-flight.js';
import type { RequestContext } from '../lib/access/request-context.js';
import type { PatientReads } from '../lib/access/patient-reads.js';
import type { Access } from '../lib/access/rules.js';
import type { AuditWriter } from '../modules/audit/audit.service.js';
import type { JobQueue } from '../modules/jobs/job-queue.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { Metrics } from '../modules/metrics/metrics.js';
import type { Realtime } from '../modules/realtime/realtime.plugin.js';
import type { RoomPassesService } from '../modules/room-passes/room-passes.service.js';
import type { FileStorage } from '../modules/storage/file-storage.js';
import type { TokenService } from '../modules/sessions/token.service.js';

/** How each API route is guarded; tests walk this list to prove every rule. */
export type RouteAccess = { method: string; url: string; access: Access };

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
    storage: FileStorage;
    /** Prometheus metrics (issue 24), served on METRICS_PORT by server.ts when configured. */
    metrics: Metrics;
    /** Server→client events and client→server handlers over the realtime channel. */
    realtime: Realtime;
    /** Room passes (D18): issue, verify and the room URL for a participant. */
    roomPasses: RoomPassesService;
    /** Route handlers still running (shutdown waits for them before closing the database). */
    handlers: HandlersInFlight;
    /** Routes that answer with patient data, by `METHOD url`, and what they read (issue 19 path 5). */
    patientReadRoutes: ReadonlyMap<string, PatientReads>;
  }
  interface FastifyRequest {
    /** Built once per request by the access plugin. */
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Who may call the route and how its clinic is found; required on every /api route. */
    access?: Access;
    /** What patient data a successful answer shows: each read writes an audit row (plugins/read-audit.ts). */
    readsPatient?: PatientReads;
    /**
     * Issue 20 point 10: the route serves a session still waiting for legal acceptance (the
     * acceptance itself, the account, sign-out); every other route refuses such a session.
     */
    duringLegalAcceptance?: true;
  }
}
