import pg from 'pg';
import { Channels, type ChannelWatch, type Listen } from './notifications.js';

type ListenerLog = { warn(fields: object, message: string): void };

/** The `application_name` of the dedicated listening connections. */
export const LISTENER_NAME = 'clinicall-notifications';

const listenAll = Object.values(Channels)
  .map((channel) => `LISTEN ${channel}`)
  .join('; ');

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

/**
 * LISTEN on PostgreSQL. Each subscriber gets a dedicated connection, outside the pool, that
 * reconnects with growing pauses when it is lost and says so (`listening(false)`): what was
 * committed meanwhile is never delivered. The pool's connections listen too (`onConnect`, before
 * any borrower uses them), so a commit of this instance is delivered on the very connection that
 * made it, before its COMMIT returns (PostgreSQL sends a session its own notifications ahead of
 * ReadyForQuery): the next request sees its effect without waiting for the dedicated connection.
 */
export function postgresNotifications(clientConfig: pg.ClientConfig, log?: ListenerLog) {
  const watches = new Map<string, Set<ChannelWatch>>();

  const deliver = (message: pg.Notification) => {
    if (message.payload === undefined) return;
    for (const watch of watches.get(message.channel) ?? []) watch.notify(message.payload);
  };

  const listen: Listen = async (channel, watch) => {
    const set = watches.get(channel) ?? new Set();
    watches.set(channel, set);
    set.add(watch);
    const connection = dedicatedListener(channel, watch, clientConfig, log);
    await connection.start();
    return async () => {
      set.delete(watch);
      if (set.size === 0) watches.delete(channel);
      await connection.stop();
    };
  };

  /** The pool's hook for each new connection; the pool waits for it before lending it. */
  async function onConnect(client: pg.ClientBase) {
    client.on('notification', deliver);
    await client.query(listenAll);
  }

  return { listen, onConnect };
}

function dedicatedListener(
  channel: string,
  watch: ChannelWatch,
  clientConfig: pg.ClientConfig,
  log?: ListenerLog,
) {
  let current: pg.Client | null = null;
  let up = false;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  /** Called once per client, whichever of error, end or a failed start comes first. */
  function lost(client: pg.Client, reason: unknown) {
    if (current !== client) return;
    current = null;
    client.end().catch(() => undefined);
    if (up) {
      up = false;
      watch.listening(false);
      log?.warn(
        { channel, reason: reason instanceof Error ? reason.message : String(reason) },
        'database notifications lost; what depends on them is bypassed until they are back',
      );
    }
    if (stopped) return;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }

  async function connect() {
    // Named, so an operator (or a test) can tell it from the pool's connections.
    const client = new pg.Client({ ...clientConfig, application_name: LISTENER_NAME });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        watch.notify(message.payload);
      }
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    // Stopped (or lost) while connecting: this connection is nobody's.
    if (current !== client) {
      await client.end().catch(() => undefined);
      return;
    }
    delay = FIRST_RETRY_MS;
    up = true;
    watch.listening(true);
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      up = false;
      await client?.end().catch(() => undefined);
    },
  };
}
