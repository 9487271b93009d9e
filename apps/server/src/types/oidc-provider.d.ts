/** The few parts of oidc-provider (a real OpenID provider, tests and `npm run sso-dev` only) used here. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims(): Promise<Claims> };
  type GrantInstance = {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
  type Context = { oidc: { client?: { clientId: string }; session?: { accountId?: string } } };

  export type Configuration = {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    pkce?: { required?: () => boolean };
    cookies?: { keys: string[] };
    loadExistingGrant?(ctx: Context): Promise<GrantInstance | undefined>;
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: new (init: { accountId: string; clientId: string }) => GrantInstance;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
