import { describe, expect, it } from 'vitest';
import { ProgressTracker, type UploadProgress } from './progress';

describe('progress', () => {
  it('never goes backwards when a part is sent again', () => {
    const seen: UploadProgress[] = [];
    const tracker = new ProgressTracker([100, 50], (progress) => seen.push(progress), true);
    tracker.setPhase('uploading');
    tracker.sent(0, 60);
    tracker.sent(0, 10); // a retry starts the part from the beginning
    tracker.sent(0, 40);
    tracker.sent(0, 80);
    tracker.done(1, true);
    tracker.done(0);
    const totals = seen.map((progress) => progress.total.loaded);
    expect(totals).toEqual([0, 60, 80, 130, 150]);
    expect(seen.at(-1)?.chunks).toEqual([
      { loaded: 100, size: 100, percent: 100, fromCache: false },
      { loaded: 50, size: 50, percent: 100, fromCache: true },
    ]);
  });

  it('has a finalizing phase, and reports 100 % only when done', () => {
    const seen: UploadProgress[] = [];
    const tracker = new ProgressTracker([0], (progress) => seen.push(progress), false);
    tracker.setPhase('uploading');
    tracker.setPhase('finalizing');
    tracker.setPhase('done');
    expect(seen.map((progress) => [progress.phase, progress.total.percent])).toEqual([
      ['uploading', 0],
      ['finalizing', 0],
      ['done', 100],
    ]);
    expect(seen[0]?.chunks).toEqual([]);
  });

  it('keeps parts within their size and ignores unknown parts', () => {
    const tracker = new ProgressTracker([10], undefined, true);
    tracker.sent(0, 99);
    tracker.sent(5, 3);
    expect(tracker.snapshot().total).toEqual({ loaded: 10, size: 10, percent: 100 });
  });

  it('reports the bytes on the wire to a statistics callback, also without a listener', () => {
    const loaded: number[] = [];
    const tracker = new ProgressTracker([4, 4, 2], undefined, true, (bytes) => loaded.push(bytes));
    tracker.setPhase('uploading');
    tracker.sent(1, 3);
    tracker.sent(1, 2);
    tracker.done(0);
    tracker.done(2, true);
    tracker.sent(1, 4);
    expect(loaded).toEqual([0, 3, 7, 9, 10]);
    expect(tracker.snapshot().total).toEqual({ loaded: 10, size: 10, percent: 100 });
  });

  it('keeps the total in step over many parts and retries', () => {
    const sizes = Array.from({ length: 300 }, (_, index) => (index === 299 ? 7 : 16));
    const tracker = new ProgressTracker(sizes, undefined, true);
    sizes.forEach((size, index) => {
      tracker.sent(index, size / 2);
      tracker.sent(index, 1); // retried from the start: the part keeps showing its best
      if (index % 2 === 0) tracker.done(index);
    });
    const { total, chunks } = tracker.snapshot();
    expect(total.loaded).toBe(chunks.reduce((sum, chunk) => sum + chunk.loaded, 0));
    expect(total.size).toBe(299 * 16 + 7);
  });
});
