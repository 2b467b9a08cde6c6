/** The source of "now" for every rule that depends on time (expiry, lockout, rate limits). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to; tests drive expiry and lockout with it. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
}

export function createManualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      if (ms < 0) throw new RangeError('A clock does not move backwards.');
      current += ms;
    },
  };
}
