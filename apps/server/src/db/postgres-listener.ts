import pg from 'pg';
import { Channels, type ChannelWatch, type Listen } from './notifications.js';

type ListenerLog = {
  warn(fields: object, message: string): void;
  /** Where the notifications' return is told (issue 24: an operator saw them go, never come back). */
  info?(fields: object, message: string): void;
};

/** The `application_name` of the dedicated listening connections. */
export const LISTENER_NAME = 'clinicall-notifications';

const listenAll = Object.values(Channels)
  .map((channel) => `LISTEN ${channel}`)
  .join('; ');

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;
/**
 * A connection cut without a word (a network partition, a frozen host) stays "up" to the socket:
 * a query every few seconds that must answer within as long tells the caches they are blind.
 */
const HEARTBEAT_MS = 5_000;

/**
 * LISTEN on PostgreSQL. One dedicated connection per instance, outside the pool, listens on every
 * channel while anyone subscribes; it reconnects with growing pauses when it is lost and tells
 * every subscriber so (`listening(false)`): what was committed meanwhile is never delivered. The
 * pool's connections listen too (`onConnect`, before any borrower uses them), so a commit of this
 * instance is delivered on the very connection that made it, before its COMMIT returns
 * (PostgreSQL sends a session its own notifications ahead of ReadyForQuery): the next request sees
 * its effect without waiting for the dedicated connection.
 */
export function postgresNotifications(clientConfig: pg.ClientConfig, log?: ListenerLog) {
  const watches = new Map<string, Set<ChannelWatch>>();
  const everyWatch = () => [...watches.values()].flatMap((set) => [...set]);

  const deliver = (message: pg.Notification) => {
    if (message.payload === undefined) return;
    for (const watch of watches.get(message.channel) ?? []) watch.notify(message.payload);
  };

  const connection = dedicatedListener(clientConfig, {
    deliver,
    listening: (up) => everyWatch().forEach((watch) => watch.listening(up)),
    log,
  });

  const listen: Listen = async (channel, watch) => {
    const set = watches.get(channel) ?? new Set();
    watches.set(channel, set);
    set.add(watch);
    if (await connection.start()) watch.listening(true);
    return async () => {
      set.delete(watch);
      if (set.size === 0) watches.delete(channel);
      if (watches.size === 0) await connection.stop();
    };
  };

  /** The pool's hook for each new connection; the pool waits for it before lending it. */
  async function onConnect(client: pg.ClientBase) {
    client.on('notification', deliver);
    await client.query(listenAll);
  }

  return { listen, onConnect };
}

type ListenerEvents = {
  deliver: (message: pg.Notification) => void;
  listening: (up: boolean) => void;
  log?: ListenerLog | undefined;
};

/** The dedicated connection: started by the first subscriber, stopped after the last. */
function dedicatedListener(clientConfig: pg.ClientConfig, events: ListenerEvents) {
  let current: pg.Client | null = null;
  let up = false;
  let wasLost = false;
  let running = false;
  let connecting: Promise<void> | null = null;
  let delay = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Called once per client, whichever of error, end, a failed start or heartbeat comes first. */
  function lost(client: pg.Client, reason: unknown) {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    client.end().catch(() => undefined);
    if (up) {
      up = false;
      wasLost = true;
      events.listening(false);
      events.log?.warn(
        { reason: reason instanceof Error ? reason.message : String(reason) },
        'database notifications lost; what depends on them is bypassed until they are back',
      );
    }
    if (!running) return;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }

  async function attempt() {
    // Named, so an operator (or a test) can tell it from the pool's connections.
    const client = new pg.Client({
      ...clientConfig,
      application_name: LISTENER_NAME,
      keepAlive: true,
    });
    current = client;
    client.on('notification', events.deliver);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(listenAll);
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
    heartbeat = setInterval(() => void beat(client), HEARTBEAT_MS);
    heartbeat.unref();
    events.listening(true);
    if (wasLost) {
      wasLost = false;
      events.log?.info?.({}, 'database notifications are back; caches follow them again');
    }
  }

  async function beat(client: pg.Client) {
    const silent = setTimeout(() => lost(client, 'no answer within the heartbeat'), HEARTBEAT_MS);
    try {
      await client.query('select 1');
    } catch (error) {
      lost(client, error);
    } finally {
      clearTimeout(silent);
    }
  }

  function connect() {
    connecting = attempt().finally(() => (connecting = null));
    return connecting;
  }

  return {
    /** Starts it if it is not running; answers whether it listens now. */
    async start() {
      if (!running) {
        running = true;
        await connect();
      } else if (connecting) {
        await connecting;
      }
      return up;
    },
    async stop() {
      running = false;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      up = false;
      await client?.end().catch(() => undefined);
    },
  };
}
