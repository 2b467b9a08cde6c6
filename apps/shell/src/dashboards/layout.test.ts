import type { DashboardChart } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { arranged, freePlace, newKey, nudged } from './layout';

const chart = (key: string, x: number, y: number, w = 6, h = 4): DashboardChart => ({
  key,
  statisticId: 1,
  x,
  y,
  w,
  h,
});

describe('a dashboard’s layout', () => {
  it('places a new chart in the first free place, row by row', () => {
    expect(freePlace([])).toEqual({ x: 0, y: 0, w: 6, h: 4 });
    expect(freePlace([chart('a', 0, 0)])).toEqual({ x: 6, y: 0, w: 6, h: 4 });
    expect(freePlace([chart('a', 0, 0), chart('b', 6, 0)])).toEqual({ x: 0, y: 4, w: 6, h: 4 });
    expect(freePlace([chart('a', 3, 0)])).toEqual({ x: 0, y: 4, w: 6, h: 4 });
  });

  it('gives a key no chart has', () => {
    expect(newKey([])).toBe('c1');
    expect(newKey([chart('c2', 0, 0)])).toBe('c3');
    expect(newKey([chart('c2', 0, 0), chart('c3', 6, 0)])).toBe('c4');
  });

  it('takes the grid’s places, kept inside the grid, and is the same array when nothing moved', () => {
    const charts = [chart('a', 0, 0), chart('b', 6, 0)];
    expect(arranged(charts, [{ i: 'a', x: 0, y: 0, w: 6, h: 4 }])).toBe(charts);
    const moved = arranged(charts, [
      { i: 'a', x: 9, y: 2.4, w: 6, h: 30 },
      { i: 'b', x: 6, y: 0, w: 6, h: 4 },
    ]);
    expect(moved).toEqual([{ key: 'a', statisticId: 1, x: 6, y: 2, w: 6, h: 12 }, charts[1]]);
    expect(moved[1]).toBe(charts[1]);
  });

  it('moves and resizes a chart from the keyboard, the others making way', () => {
    const charts = [chart('a', 0, 0), chart('b', 6, 0), chart('c', 0, 4)];
    const places = (next: readonly DashboardChart[]) =>
      next.map(({ key, x, y, w, h }) => `${key}:${x},${y},${w}x${h}`);
    // one column right, into b's columns: b makes way below
    expect(places(nudged(charts, 'a', 'right'))).toEqual(['a:1,0,6x4', 'b:6,4,6x4', 'c:0,4,6x4']);
    // down past c: they change places
    expect(places(nudged(charts, 'a', 'down'))).toEqual(['a:0,4,6x4', 'b:6,0,6x4', 'c:0,0,6x4']);
    // taller pushes c down; narrower keeps the others where they are
    expect(places(nudged(charts, 'a', 'taller'))).toEqual(['a:0,0,6x5', 'b:6,0,6x4', 'c:0,5,6x4']);
    expect(places(nudged(charts, 'a', 'narrower'))).toEqual([
      'a:0,0,5x4',
      'b:6,0,6x4',
      'c:0,4,6x4',
    ]);
    // at the grid's edge, or as small as it gets: nothing changes
    expect(nudged(charts, 'a', 'left')).toBe(charts);
    expect(nudged(charts, 'a', 'up')).toBe(charts);
    expect(nudged([chart('s', 0, 0, 1, 1)], 's', 'shorter')).toEqual([chart('s', 0, 0, 1, 1)]);
  });
});
