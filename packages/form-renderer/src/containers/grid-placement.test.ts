import { describe, expect, it } from 'vitest';
import { columnSpan, placeColumns } from './grid-placement';

const col = (span: number, extra: Record<string, number> = {}) => ({
  span,
  xs: 24,
  sm: span,
  md: span,
  lg: span,
  xl: span,
  ...extra,
});

describe('grid placement', () => {
  it('uses md on pc, sm on pad and xs on mobile for responsive grids', () => {
    const options = { span: 8, xs: 24, sm: 12, md: 6 };
    expect(columnSpan(options, 'pc', true)).toBe(6);
    expect(columnSpan(options, 'pad', true)).toBe(12);
    expect(columnSpan(options, 'mobile', true)).toBe(24);
    expect(columnSpan(options, 'mobile', false)).toBe(8);
  });

  it('places columns side by side and wraps when a line is full', () => {
    const places = placeColumns([col(12), col(12), col(8)], 'pc', {});
    expect(places.map(({ start, span, row }) => [start, span, row])).toEqual([
      [1, 12, 1],
      [13, 12, 1],
      [1, 8, 2],
    ]);
  });

  it('stacks columns on mobile where xs is 24', () => {
    const places = placeColumns([col(12), col(12)], 'mobile', { responsive: true });
    expect(places.map(({ start, row }) => [start, row])).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it('honours offsets and records push and pull as a shift', () => {
    const places = placeColumns([col(6, { offset: 6, push: 2 }), col(6, { pull: 1 })], 'pc', {});
    expect(places[0]).toEqual({ start: 7, span: 6, row: 1, shift: 2 });
    expect(places[1]).toEqual({ start: 13, span: 6, row: 1, shift: -1 });
  });

  it('skips columns of span 0', () => {
    const places = placeColumns([col(0), col(12)], 'pc', {});
    expect(places[0]?.span).toBe(0);
    expect(places[1]?.start).toBe(1);
  });

  it('shares free columns by justify in flex grids', () => {
    const starts = (justify: 'start' | 'end' | 'center' | 'space-between' | 'space-around') =>
      placeColumns([col(6), col(6)], 'pc', { flex: true, justify }).map((place) => place.start);
    expect(starts('start')).toEqual([1, 7]);
    expect(starts('end')).toEqual([13, 19]);
    expect(starts('center')).toEqual([7, 13]);
    expect(starts('space-between')).toEqual([1, 19]);
    expect(starts('space-around')).toEqual([4, 16]);
    expect(placeColumns([col(6), col(6)], 'pc', { flex: false, justify: 'end' })[0]?.start).toBe(1);
  });
});
