import { DEFAULT_FORM_CONFIG } from '../src/constants';
import { createIdSource, type IdSource } from '../src/ids';
import type { FormDefinition, Widget } from '../src/types';

/** A deterministic id source: keys k0000001, k0000002, … and timestamps counting from 1000. */
export function testIds(): IdSource {
  let n = 0;
  let t = 1000;
  return createIdSource({
    key: () => `k${String(++n).padStart(7, '0')}`,
    now: () => t++,
  });
}

export function definitionOf(...list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

/** Freezes a value and everything inside it, so a test fails if an operation mutates its input. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
