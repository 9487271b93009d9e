import { escapeHtml } from '../../lib/escape-html.js';

/**
 * The admin's test connection ends here: the claims the identity provider returned, shown in the
 * tab that ran the round trip. Nobody is signed in; the page has no script.
 */
export function claimsPage(issuer: string, claims: Record<string, unknown>) {
  const json = escapeHtml(JSON.stringify(claims, null, 2));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>SSO test connection</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem">
<h1>Connection works</h1>
<p>${escapeHtml(issuer)} signed a user in and returned these claims. Nobody was signed in to Clinicall.
Sign-in uses <code>sub</code>, <code>email</code> and <code>email_verified</code>.</p>
<pre data-testid="sso-test-claims" style="background:#f4f4f5;padding:1rem;overflow:auto">${json}</pre>
<p>You can close this tab.</p>
</body></html>`;
}
