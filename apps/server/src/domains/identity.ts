import type { FastifyPluginAsync } from 'fastify';
import type { Executor } from '../db/database.js';
import { accountRoutes } from '../modules/account/account.routes.js';
import { createAccountService } from '../modules/account/account.service.js';
import { assistantRoutes } from '../modules/assistant/assistant.routes.js';
import { createAssistantService } from '../modules/assistant/assistant.service.js';
import type { ClinicsService } from '../modules/clinics/clinics.service.js';
import { emailChangeRoutes } from '../modules/email-changes/email-change.routes.js';
import { createEmailChangeService } from '../modules/email-changes/email-change.service.js';
import { emailRecoveryRoutes } from '../modules/email-changes/email-recovery.routes.js';
import { passwordsRoutes } from '../modules/passwords/passwords.routes.js';
import { createPasswordsService } from '../modules/passwords/passwords.service.js';
import { accountSessionsRoutes } from '../modules/sessions/account-sessions.routes.js';
import { createAccountSessionsService } from '../modules/sessions/account-sessions.service.js';
import { sessionsRoutes } from '../modules/sessions/sessions.routes.js';
import { createSessionsService } from '../modules/sessions/sessions.service.js';
import { createSignInGuard } from '../modules/sessions/sign-in-guard.service.js';
import { ssoSignInPlugin } from '../modules/sso/sso.plugins.js';
import type { Platform } from './platform.js';

/**
 * The identity services other domains use: sessions (the access check, realtime, sign-out
 * everywhere), passwords (set-up links of on-demand patients and new staff) and e-mail changes
 * (a provider changing a patient's address). Built before any plugin, since the access plugin
 * checks every request's session with them.
 */
export function createIdentityServices(
  platform: Pick<
    Platform,
    'db' | 'config' | 'clock' | 'mailer' | 'tokens' | 'hmacSecret' | 'limiters' | 'refusals' | 'log'
  >,
  clinics: ClinicsService,
) {
  const { db, config, clock, mailer, tokens, hmacSecret, limiters, refusals, log } = platform;
  const accounts = createAccountService(db, clinics);
  const guard = createSignInGuard({ db, limiters, mailer, log });
  const sessions = createSessionsService({
    db,
    config,
    mailer,
    tokens,
    hmacSecret,
    accounts,
    guard,
  });
  const passwords = createPasswordsService({
    db,
    config,
    mailer,
    hmacSecret,
    accounts,
    sessions,
    guard,
    limiters,
    refusals,
  });
  const emailChanges = createEmailChangeService({
    db,
    config,
    mailer,
    hmacSecret,
    clock,
    refusals,
    revokeAllSessions: (ex: Executor, userId: number) => sessions.revokeAllSessions(ex, userId),
    retireResetKeys: passwords.retireResetKeys,
    checkCurrentPassword: passwords.checkCurrentPassword,
  });
  return { accounts, guard, sessions, passwords, emailChanges };
}

export type IdentityServices = ReturnType<typeof createIdentityServices>;

/** What the identity domain takes from the rest of the server. */
export type IdentityDeps = Pick<Platform, 'db' | 'config' | 'hmacSecret'> & IdentityServices;

/**
 * The identity domain: signing in and out, the signed-in account and its sessions, passwords
 * (change, forgotten, set-up links), single sign-on, the assistant's providers, and e-mail
 * changes and recovery.
 */
export const identityDomain =
  (deps: IdentityDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, config, hmacSecret, accounts, guard, sessions, passwords, emailChanges } = deps;
    await app.register(sessionsRoutes(sessions));
    // Single sign-on ends in the same sessions as password sign-in (issue 20 point 6).
    await app.register(ssoSignInPlugin({ db, config, hmacSecret, sessions, guard }));
    await app.register(accountRoutes(accounts));
    await app.register(accountSessionsRoutes(createAccountSessionsService({ db, config })));
    await app.register(passwordsRoutes(passwords));
    await app.register(assistantRoutes(createAssistantService({ db, sessions })));
    await app.register(emailChangeRoutes(emailChanges));
    await app.register(emailRecoveryRoutes(emailChanges));
  };
