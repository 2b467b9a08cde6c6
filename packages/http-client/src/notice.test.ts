import { afterEach, describe, expect, it, vi } from 'vitest';
import { callHook } from './notice';

afterEach(() => {
  vi.useRealTimers();
});

describe('callHook', () => {
  it('calls the hook with its argument, and tolerates a missing hook', () => {
    const hook = vi.fn();
    callHook(hook, 42);
    expect(hook).toHaveBeenCalledWith(42);
    expect(() => callHook(undefined, 1)).not.toThrow();
  });

  it('does not let a throwing hook escape, and throws its error again later', () => {
    vi.useFakeTimers();
    const boom = new Error('boom');
    expect(() =>
      callHook(() => {
        throw boom;
      }, 1),
    ).not.toThrow();
    expect(() => vi.runAllTimers()).toThrow(boom);
  });
});
