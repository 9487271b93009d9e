/**
 * `npm run sso-dev`: a real OpenID provider on loopback for trying single sign-on with the demo
 * (see the README). Sign in on its form with a demo account's e-mail (any password): the demo
 * seed configured this provider for clinicall.example.
 */
import { demoAccounts } from '../seed/demo-accounts.js';
import { DemoSso } from '../seed/demo-sso.js';
import { startTestIdp } from './sso-idp.js';

const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const idp = await startTestIdp({
  port: DemoSso.port,
  redirectUri: `${publicUrl}/oauth2/callback/ns`,
  clientId: DemoSso.clientId,
  clientSecret: DemoSso.clientSecret,
});
for (const { email } of Object.values(demoAccounts)) {
  idp.accounts.set(email, { email, email_verified: true });
}
console.log(`SSO demo identity provider at ${idp.issuer}, sending users back to ${publicUrl}`);
console.log('Sign in with a demo e-mail (e.g. dr.rivera@clinicall.example) and any password.');
process.on('SIGINT', () => void idp.close().then(() => process.exit(0)));
