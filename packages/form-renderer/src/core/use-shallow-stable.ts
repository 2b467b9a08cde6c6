import { useState } from 'react';

/** Whether two values have the same entries (compared with `Object.is`). */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && Object.is(left[key], right[key]))
  );
}

/**
 * The value, or the previous one while the new one has the same entries. Lets hosts pass
 * object literals (`widgets={{ … }}`) without re-rendering every field at each render.
 */
export function useShallowStable<T>(value: T, isEqual: (a: T, b: T) => boolean = shallowEqual): T {
  const [stable, setStable] = useState(value);
  if (stable !== value && !isEqual(stable, value)) {
    setStable(value);
    return value;
  }
  return stable;
}
