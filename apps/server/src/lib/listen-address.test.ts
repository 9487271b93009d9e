import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config.js';
import { listenAddress } from './listen-address.js';

describe('issue 19 path 10: where the server listens', () => {
  test('with the demo accounts and no HOST, loopback only, and the line says why and how to change it', () => {
    const config = loadConfig({});
    expect(config.seedDemo).toBe(true);
    expect(config.host).toBeUndefined();
    const address = listenAddress(config.host, true);
    expect(address.host).toBe('127.0.0.1');
    expect(address.why).toContain('demo accounts');
    expect(address.why).toContain('HOST=0.0.0.0');
  });

  test('HOST, when set, wins even with the demo accounts', () => {
    const config = loadConfig({ HOST: '0.0.0.0' });
    expect(listenAddress(config.host, true)).toEqual({ host: '0.0.0.0', why: 'set by HOST' });
  });

  test('without demo accounts (production refuses them) every interface stays the default', () => {
    expect(listenAddress(undefined, false)).toMatchObject({ host: '0.0.0.0' });
  });
});
