import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SignInGuard } from '../sessions/sign-in-guard.service.js';
import { createOidcClients } from './oidc-client.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { ssoAdminRoutes } from './sso-admin.routes.js';
import { createSsoFlow } from './sso-flow.js';
import { createSsoProvidersService } from './sso-providers.service.js';
import { createSsoSignInService } from './sso-sign-in.service.js';
import { ssoRoutes } from './sso.routes.js';

type SsoDeps = { db: Db; config: Config; hmacSecret: Uint8Array };

/** The flow both halves use; each half builds its own (discovery caches are per half). */
function buildFlow({ db, config, hmacSecret }: SsoDeps) {
  const box = createSecretBox(hmacSecret);
  const clients = createOidcClients({ box, production: config.env === 'production' });
  return { box, flow: createSsoFlow({ db, clients, publicUrl: config.publicUrl }) };
}

/** The super admin's routes, registered by the administration domain. */
export function ssoAdminPlugin(deps: SsoDeps) {
  const { box, flow } = buildFlow(deps);
  return ssoAdminRoutes(createSsoProvidersService({ db: deps.db, box, flow }));
}

/** The browser's sign-in routes, registered beside password sign-in. */
export function ssoSignInPlugin(deps: SsoDeps & { sessions: SessionsService; guard: SignInGuard }) {
  const { flow } = buildFlow(deps);
  const signIn = createSsoSignInService({ ...deps, flow });
  return ssoRoutes({ db: deps.db, flow, signIn });
}
