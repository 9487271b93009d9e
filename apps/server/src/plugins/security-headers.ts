import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * The web app's policy. Vite emits no inline script, so scripts come from our origin only.
 * Styles allow 'unsafe-inline' because Mantine renders <style> elements at run time (its CSS
 * variables, `data-mantine-styles="classes"`, and `"inline"` for responsive style props); a nonce
 * would need Mantine's getStyleNonce and an index.html rendered per request. Injected CSS can
 * restyle a page but runs no code. Fonts and API calls: our origin only. Images: our origin, and
 * blob: URLs, which only our own scripts can mint: photos are fetched with the bearer token and
 * drawn from a blob (lib/use-photo-url.ts), and a chosen file is previewed the same way; nothing
 * of ours needs data: images.
 */
const appDirectives: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'blob:'],
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

const HSTS_MAX_AGE = 31_536_000;
const HSTS = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): no framing, no sniffing, no
 * caching (personal data and tokens), no referrer, and a policy that lets the answer load nothing
 * if a browser ever renders it. The document headers (COOP, CORP, the legacy IE and DNS-prefetch
 * switches) mean nothing on JSON, and every header costs each of the API's many small answers.
 */
function apiHeadersOf(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * Security headers on every answer: helmet's for the web app's documents and assets (computed
 * once at start: building them per request cost a quarter of an authenticated read's throughput),
 * a relaxed policy scoped to the API documentation, and a short set for API answers.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  const options = (directives: Directives): HelmetOptions => ({
    contentSecurityPolicy: csp(directives, https),
    frameguard: { action: 'deny' },
    // Reset links carry their key in the URL: no page of ours sends its address anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    // Browsers remember HSTS for a year: only promise it when the site is served over https.
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
  });
  const stripe = app.config.payments.gateway === 'stripe';
  const appHeaders = headersOf(options(stripe ? stripeDirectives(appDirectives) : appDirectives));
  const apiHeaders = apiHeadersOf(https);
  const docsHeaders = { ...headersOf(options(docsDirectives)), 'cache-control': 'no-store' };
  // A callback hook: nothing here waits, and an async hook would cost every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(
      url.startsWith('/api/docs') ? docsHeaders : url.startsWith('/api') ? apiHeaders : appHeaders,
    );
    done();
  });
}
