/** What a subscriber to a notification channel is told. */
export type ChannelWatch = {
  /** A `pg_notify` on the channel was committed (by any instance, this one included). */
  notify(payload: string): void;
  /**
   * Whether notifications are certain to arrive: false while the listening connection is down
   * (whatever was committed meanwhile is never delivered), true once it listens again.
   */
  listening(up: boolean): void;
};

/** Subscribes to a channel; the answer stops listening. */
export type Listen = (channel: string, watch: ChannelWatch) => Promise<() => Promise<void>>;

/** Channel names are identifiers: only these reach a `LISTEN` statement. */
export function assertChannelName(channel: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

type PgliteListener = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

/** PGlite runs in the process: its one session never loses its `LISTEN`. */
export function listenOnPglite(client: PgliteListener): Listen {
  return async (channel, watch) => {
    assertChannelName(channel);
    const stop = await client.listen(channel, (payload) => watch.notify(payload));
    watch.listening(true);
    // Called bare: PGlite's own takes an optional transaction to UNLISTEN in.
    return () => stop();
  };
}
