import type { ErrorResponse } from '@clinicall/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** NUL, or a lone UTF-16 surrogate (text that is not well formed): nothing a column should hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isBadText = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);

/** The path of the first bad string (or key) in a parsed body, query or params; null if none. */
export function findBadText(value: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string') {
      if (isBadText(item.value)) return item.path.join('.');
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        if (isBadText(key)) return item.path.join('.');
        pending.push({ value: child, path: [...item.path, key] });
      }
    }
  }
  return null;
}

/**
 * The first query parameter whose percent-encoding is not UTF-8 (how a lone surrogate travels in
 * a URL: %ED%A0%80); the query parser would quietly turn it into U+FFFD.
 */
function findUndecodableQuery(url: string): string | null {
  const query = url.split('?')[1];
  if (!query) return null;
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    try {
      decodeURIComponent(value.replaceAll('+', ' '));
    } catch {
      try {
        return decodeURIComponent(key);
      } catch {
        return 'querystring';
      }
    }
  }
  return null;
}

/**
 * Refuses NUL bytes and invalid text anywhere in a JSON body, the query string or the path
 * parameters of every route, before validation: PostgreSQL would refuse NUL (a 500) and the
 * driver would silently turn lone surrogates into U+FFFD. One hook covers every present and future
 * route, which a refinement each schema must remember to use would not.
 */
function badField(request: FastifyRequest): string | null {
  const parts = [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const;
  for (const [part, value] of parts) {
    const path = findBadText(value);
    if (path !== null) return path || part;
  }
  return findUndecodableQuery(request.url);
}

export function registerInputGuard(app: FastifyInstance) {
  // A callback hook: it never waits, and an async hook would cost every request a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const field = badField(request);
    if (field === null) return done();
    const message = 'contains a NUL character or invalid text';
    void reply.status(400).send({
      code: 'VALIDATION',
      errorMessage: `Invalid ${field}: ${message}`,
      fields: [{ field, message }],
    } satisfies ErrorResponse);
  });
}
