/**
 * The channels the database's triggers notify on, each with the migration that writes them: every
 * pooled PostgreSQL connection listens to all of them (see postgres-listener.ts).
 */
export const Channels = {
  /** 0023: a provider id whose free slots (C30) may have changed, or '*' for every provider. */
  freeSlots: 'free_slots',
  /**
   * 0029 (replacing 0026's `encounter_counters`): whose appointment lists (C86, C87, C110) and
   * dashboard counters (C93–C95) may have changed: `u<user id>`, `c<clinic id>` (its admins), or
   * '*' for everyone.
   */
  encounterLists: 'encounter_lists',
  /**
   * 0027: whose unread badge (E25) or topic list pages (E3) may have changed: `u<user id>`, or
   * anything else for everyone.
   */
  inbox: 'inbox',
  /**
   * 0028: whose live-session answers may have changed: `s<session id>` (its row), `u<user id>` (the
   * user's row or memberships, also as an acting assistant), or '*' for everyone.
   */
  liveSessions: 'live_sessions',
  /** 0039: a clinic whose feature switches (B18–B27, I41) may have changed: `c<clinic id>`. */
  clinicFeatures: 'clinic_features',
} as const;

export type Channel = (typeof Channels)[keyof typeof Channels];

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
export type Listen = (channel: Channel, watch: ChannelWatch) => Promise<() => Promise<void>>;

type PgliteListener = {
  readonly closed: boolean;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

/** PGlite runs in the process: its one session never loses its `LISTEN`. */
export function listenOnPglite(client: PgliteListener): Listen {
  return async (channel, watch) => {
    const stop = await client.listen(channel, (payload) => watch.notify(payload));
    watch.listening(true);
    // Called bare: PGlite's own takes an optional transaction to UNLISTEN in. A database closed
    // first (tests do, to see the app without one) listens to nothing any more.
    return async () => {
      if (!client.closed) await stop();
    };
  };
}

/** A per-instance cache that follows a channel: it forgets what a payload names, and whether it may trust itself. */
export type ChannelFollower = {
  drop: (payload: string) => void;
  listening: (up: boolean) => void;
};

/** Keeps `followers` in step with every instance's commits on `channel`; the answer stops following. */
export function followChannel(
  listen: Listen,
  channel: Channel,
  followers: readonly ChannelFollower[],
) {
  return listen(channel, {
    notify: (payload) => followers.forEach((follower) => follower.drop(payload)),
    listening: (up) => followers.forEach((follower) => follower.listening(up)),
  });
}
