import { describe, expect, it } from 'vitest';
import { createRequestLimiter, sharedRequestLimiter } from './limiter';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('request limiter', () => {
  it('runs at most `limit` tasks and starts waiting ones in order', async () => {
    const limiter = createRequestLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 2]);
    gates[1]?.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.reject(new Error('failed'));
    await expect(runs[0]).rejects.toThrow('failed');
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]?.resolve();
    gates[3]?.resolve();
    await Promise.all([runs[2], runs[3]]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('drops an aborted waiter from the queue without running it', async () => {
    const limiter = createRequestLimiter(1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const second = limiter.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    expect(limiter.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(ran).toBe(false);
  });

  it('refuses a limit that is not a positive integer; one shared limiter of six', () => {
    expect(() => createRequestLimiter(0)).toThrow(RangeError);
    expect(() => createRequestLimiter(1.5)).toThrow(RangeError);
    expect(sharedRequestLimiter()).toBe(sharedRequestLimiter());
    expect(sharedRequestLimiter().limit).toBe(6);
  });
});
