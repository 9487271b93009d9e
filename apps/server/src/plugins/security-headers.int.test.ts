import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

/** A built web app in miniature: index.html and one hashed asset, each with .br and .gz beside. */
async function fakeWebDist() {
  const dir = await mkdtemp(path.join(tmpdir(), 'clinicall-web-'));
  await mkdir(path.join(dir, 'assets'));
  const files = {
    'index.html': '<!doctype html><html><body><div id="root"></div></body></html>',
    'assets/index-abc123.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(dir, name), content);
    await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(content));
    await writeFile(path.join(dir, `${name}.gz`), gzipSync(content));
  }
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WEB_DIST: await fakeWebDist() } });
});
afterAll(async () => ctx.close());

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

function expectFrameAndSniffProtection(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(csp(headers)).toContain("frame-ancestors 'none'");
}

describe('security headers', () => {
  test('an API answer carries a policy that loads nothing, frame and sniffing protection, and no-store', async () => {
    const response = await ctx.app.inject({ url: '/api/configs' });
    expectFrameAndSniffProtection(response.headers);
    expect(csp(response.headers)).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  test('error answers of the API are not cached either', async () => {
    const response = await ctx.app.inject({ url: '/api/account' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('the web app index carries the policy: scripts from our origin only, never inline', async () => {
    for (const url of ['/', '/some/client/route']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectFrameAndSniffProtection(response.headers);
      const policy = csp(response.headers);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      // Issue 21 defect 2: photos are drawn from blob: URLs; data: images stay refused.
      expect(policy).toMatch(/img-src 'self' blob:(;|$)/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test('the API documentation has its own policy that allows data: images, on /api/docs only', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expectFrameAndSniffProtection(response.headers);
    expect(csp(response.headers)).toContain("img-src 'self' data:");
    expect(csp(response.headers)).toMatch(/script-src 'self'(;|$)/);
  });

  test('with an https PUBLIC_URL the answers carry HSTS and upgrade insecure requests', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://clinic.example' } });
    try {
      for (const url of ['/api/configs', '/']) {
        const response = await https.app.inject({ url });
        expect(response.headers['strict-transport-security'], url).toContain('max-age=31536000');
      }
      const page = await https.app.inject({ url: '/' });
      expect(csp(page.headers)).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});

describe('static delivery', () => {
  test('a hashed asset is sent brotli-compressed when accepted, and cached as immutable', async () => {
    const response = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toContain('accept-encoding');
  });

  test('a client that accepts only gzip gets gzip, and one that accepts nothing gets plain text', async () => {
    const gzip = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });
});
