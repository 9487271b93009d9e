import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The web app's policy. Vite emits no inline script, so scripts come from our origin only.
 * Styles allow 'unsafe-inline' because Mantine renders <style> elements at run time (its CSS
 * variables, `data-mantine-styles="classes"`, and `"inline"` for responsive style props); a nonce
 * would need Mantine's getStyleNonce and an index.html rendered per request. Injected CSS can
 * restyle a page but runs no code. Images, fonts and API calls: our origin only.
 */
const appDirectives: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'"],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/**
 * With the Stripe gateway the card fields are Stripe Elements: Stripe.js from js.stripe.com, its
 * frames (3-D Secure on hooks.stripe.com), and its calls to api.stripe.com (Stripe's CSP guide).
 */
const stripeDirectives = (base: Directives): Directives => ({
  ...base,
  'script-src': [...(base['script-src'] ?? []), 'https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': [...(base['connect-src'] ?? []), 'https://api.stripe.com'],
});

/** Swagger UI (/api/docs only) draws its icons as data: URLs in its stylesheet. */
const docsDirectives: Directives = { ...appDirectives, 'img-src': ["'self'", 'data:'] };

const csp = (directives: Directives, https: boolean) => ({
  useDefaults: false,
  directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
});

/** The headers helmet sets for these options, computed once: they never change per request. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (helmet's, computed once at start: building them per request
 * cost a quarter of an authenticated read's throughput), a relaxed policy scoped to the API
 * documentation, and `Cache-Control: no-store` on every API answer (personal data and tokens).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  const options = (directives: Directives): HelmetOptions => ({
    contentSecurityPolicy: csp(directives, https),
    frameguard: { action: 'deny' },
    // Reset links carry their key in the URL: no page of ours sends its address anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    // Browsers remember HSTS for a year: only promise it when the site is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const stripe = app.config.payments.gateway === 'stripe';
  const appHeaders = headersOf(options(stripe ? stripeDirectives(appDirectives) : appDirectives));
  const apiHeaders = { ...appHeaders, 'cache-control': 'no-store' };
  const docsHeaders = { ...headersOf(options(docsDirectives)), 'cache-control': 'no-store' };
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    reply.headers(
      url.startsWith('/api/docs') ? docsHeaders : url.startsWith('/api') ? apiHeaders : appHeaders,
    );
  });
}
