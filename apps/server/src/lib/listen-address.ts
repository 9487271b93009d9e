/** Where the server listens, and the start-up line's words for why there and how to change it. */
export type ListenAddress = { host: string; why: string };

export const LOOPBACK = '127.0.0.1';
export const EVERY_INTERFACE = '0.0.0.0';

/**
 * Issue 19 path 10: the demo accounts' passwords (the super admin's too) are published in the
 * README, so an installation that holds them is reachable from this computer only unless HOST says
 * otherwise. Without them (production refuses them at start) every interface is the default, as a
 * container or a host behind a proxy needs.
 */
export function listenAddress(host: string | undefined, demoAccounts: boolean): ListenAddress {
  if (host !== undefined) return { host, why: 'set by HOST' };
  if (demoAccounts) {
    return {
      host: LOOPBACK,
      why:
        'loopback only, because the demo accounts (whose passwords the README publishes) are in ' +
        'the database; set HOST=0.0.0.0 to listen on every network interface',
    };
  }
  return {
    host: EVERY_INTERFACE,
    why: 'every network interface (no demo accounts); set HOST to listen on one address only',
  };
}
