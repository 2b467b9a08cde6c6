import { useState } from 'react';

export interface RangeEnds {
  start: Date | null;
  end: Date | null;
}

interface Pending extends RangeEnds {
  /** The stored value the pending ends belong to; a new stored value discards them. */
  from: unknown;
}

/**
 * The two ends of a date or time range. The form stores complete ranges only, start first;
 * while the user has picked one end, that end is kept here, and a change of the stored value
 * from elsewhere (reset, setData) discards it.
 *
 * - `stored`: the ends read from the stored value (both or neither).
 * - `emit`: stores a complete, ordered range, or the empty value for null; returns what it
 *   stored.
 */
export function useRangeValue(
  value: unknown,
  stored: RangeEnds,
  emit: (range: [Date, Date] | null) => unknown,
) {
  const [pending, setPending] = useState<Pending | null>(null);
  const ends: RangeEnds = pending && Object.is(pending.from, value) ? pending : stored;

  const set = (which: keyof RangeEnds, date: Date | null) => {
    const next = { ...ends, [which]: date };
    if (next.start && next.end) {
      setPending(null);
      emit(next.start <= next.end ? [next.start, next.end] : [next.end, next.start]);
      return;
    }
    const complete = stored.start !== null && stored.end !== null;
    const from = complete ? emit(null) : value;
    setPending({ ...next, from });
  };

  return {
    ...ends,
    setStart: (date: Date | null) => set('start', date),
    setEnd: (date: Date | null) => set('end', date),
    clear: () => {
      setPending(null);
      emit(null);
    },
  };
}
