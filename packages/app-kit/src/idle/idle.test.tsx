import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle, whenIdle } from './idle';

afterEach(() => vi.unstubAllGlobals());

describe('idle', () => {
  it('runs once the browser is idle, and not once cancelled', async () => {
    const callbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => callbacks.push(run));
    const cancelIdle = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const run = vi.fn();
    const cancel = whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where the browser has no idle callback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 1);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('tells a component when the browser has been idle after its first render', async () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });
});
