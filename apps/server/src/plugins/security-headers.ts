import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** Swagger UI (/api/docs only) draws its icons as data: URLs in its stylesheet. */
const docsDirectives: Directives = { ...appDirectives, 'img-src': ["'self'", 'data:'] };

const csp = (directives: Directives, https: boolean) => ({
  useDefaults: false,
  directives: https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
});

/**
 * Security headers on every answer (helmet), a relaxed policy scoped to the API documentation,
 * and `Cache-Control: no-store` on every API answer (they carry personal data and tokens).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const https = app.config.publicUrl.startsWith('https://');
  // Registered before helmet's own onRoute hook, which reads each route's `helmet` option.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) {
      route.helmet = { contentSecurityPolicy: csp(docsDirectives, https) };
    }
  });
  await app.register(helmet, {
    contentSecurityPolicy: csp(appDirectives, https),
    frameguard: { action: 'deny' },
    // Reset links carry their key in the URL: no page of ours sends its address anywhere.
    referrerPolicy: { policy: 'no-referrer' },
    // Browsers remember HSTS for a year: only promise it when the site is served over https.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
  });
}
