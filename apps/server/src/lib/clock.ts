/** Where services read the time, so tests can pin it (the spec's rules are relative to "now"). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
