import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { createTestApp, useTestApp } from '../../test-support/test-app.js';

const ctx = useTestApp();

describe('system', () => {
  test('GET /health answers 200 while the database answers', async () => {
    const response = await ctx.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  test('the OpenAPI document at /api/docs/json lists every API route', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of ctx.app.routeAccess) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        doc.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    expect(doc.paths['/health']?.get).toBeDefined();
  });

  test('the browsable API documentation is served at /api/docs', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  test('an unknown API path answers a JSON 404', async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('health without a database', () => {
  test('GET /health answers 503 once the database stops answering', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    await broken.app.close();
  });
});

describe('issue 19 path 11: the API documentation only where configured', () => {
  test('with API_DOCS=off (the production default) /api/docs and its JSON answer 404', async () => {
    const closed = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      for (const url of ['/api/docs/json', '/api/docs/', '/api/docs']) {
        const response = await closed.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code, url).toBe('NOT_FOUND');
      }
      // The routes still declare their error answers without the document.
      expect((await closed.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe('F133 Help & Support links', () => {
  test('GET /api/configs names the configured knowledge base and live chat, null when unset', async () => {
    const unset = await ctx.app.inject({ url: '/api/configs' });
    expect(unset.json()).toMatchObject({ knowledgeBaseUrl: null, liveChatUrl: null });
    const configured = await createTestApp({
      env: {
        KNOWLEDGE_BASE_URL: 'https://help.clinic.example/kb',
        LIVE_CHAT_URL: 'https://chat.clinic.example/start',
      },
    });
    try {
      const response = await configured.app.inject({ url: '/api/configs' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        knowledgeBaseUrl: 'https://help.clinic.example/kb',
        liveChatUrl: 'https://chat.clinic.example/start',
      });
    } finally {
      await configured.close();
    }
  });

  test('a link that is not http or https (a script URL) stops the start with the variable named', () => {
    expect(() => loadConfig({ LIVE_CHAT_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ KNOWLEDGE_BASE_URL: 'ftp://kb.example/' })).toThrow(
      /KNOWLEDGE_BASE_URL/,
    );
  });
});
