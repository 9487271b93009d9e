import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { signedTokens } from './signed-token.js';

const Schema = z.object({ e: z.number(), x: z.number() });
const secret = randomBytes(32);
const now = new Date('2026-11-20T10:00:00Z');
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const inAnHour = Math.floor(now.getTime() / 1000) + 3600;

describe('signed tokens', () => {
  const tokens = signedTokens(secret, 'room-pass', Schema);

  test('D18 a sealed token opens to its payload until it expires', () => {
    const token = tokens.seal({ e: 7, x: inAnHour });
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(tokens.open(token, now)).toEqual({ e: 7, x: inAnHour });
    expect(tokens.open(token, new Date((inAnHour + 1) * 1000))).toBeNull();
  });

  test('D18 a tampered payload or signature is refused', () => {
    const token = tokens.seal({ e: 7, x: inAnHour });
    const [body, signature] = token.split('.') as [string, string];
    const forgedBody = Buffer.from(JSON.stringify({ e: 8, x: inAnHour })).toString('base64url');
    expect(tokens.open(`${forgedBody}.${signature}`, now)).toBeNull();
    const otherFirst = signature.startsWith('A') ? 'B' : 'A';
    expect(tokens.open(`${body}.${otherFirst}${signature.slice(1)}`, now)).toBeNull();
    expect(tokens.open(`${token}.extra`, now)).toBeNull();
    expect(tokens.open('not-a-token', now)).toBeNull();
  });

  test('D18 a signature has one spelling: its spare last bits changed, it is refused', () => {
    const token = tokens.seal({ e: 7, x: inAnHour });
    const [body, signature] = token.split('.') as [string, string];
    // 32 bytes take 43 characters; the last one's two low bits are spare, so flipping the lowest
    // gives another spelling of the same bytes.
    const last = BASE64URL.indexOf(signature.at(-1)!);
    const respelled = `${signature.slice(0, -1)}${BASE64URL[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(tokens.open(`${body}.${respelled}`, now)).toBeNull();
  });

  test('D18 a token of another purpose or another secret is refused', () => {
    const token = tokens.seal({ e: 7, x: inAnHour });
    expect(signedTokens(secret, 'room-invite', Schema).open(token, now)).toBeNull();
    expect(signedTokens(randomBytes(32), 'room-pass', Schema).open(token, now)).toBeNull();
  });
});
