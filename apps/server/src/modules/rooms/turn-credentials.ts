import { createHmac } from 'node:crypto';
import type { IceServers } from '@clinicall/shared/rooms/signalling';
import type { Config } from '../../config.js';

/**
 * The TURN REST scheme coturn accepts with `use-auth-secret`: the username is
 * `<expiry unix seconds>:<id>` and the credential base64(HMAC-SHA1(secret, username)). The page
 * gets a credential that dies on its own; the shared secret never leaves the server.
 */
export function turnCredential(secret: string, id: string, expiresAtSeconds: number) {
  const username = `${expiresAtSeconds}:${id}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers for one person at `now`: STUN as configured, TURN only with its secret; relay
 * only when configured, or when asked for where the configuration allows it.
 */
export function iceServersFor(
  ice: Config['ice'],
  id: string,
  now: Date,
  relayRequested = false,
): IceServers {
  const iceServers: IceServers['iceServers'] = [];
  if (ice.stunUrls.length > 0) iceServers.push({ urls: ice.stunUrls });
  if (ice.turnUrls.length > 0 && ice.turnSecret) {
    const expiry = Math.floor(now.getTime() / 1000) + ice.turnTtlSeconds;
    iceServers.push({ urls: ice.turnUrls, ...turnCredential(ice.turnSecret, id, expiry) });
  }
  const relay = ice.transportPolicy === 'relay' || (relayRequested && ice.relayOnRequest);
  return { iceServers, iceTransportPolicy: relay ? 'relay' : 'all' };
}
