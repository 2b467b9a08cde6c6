import { describe, expect, it } from 'vitest';
import { formatColor, parseColor, toRgb } from './color-model';

describe('color model', () => {
  it('reads hex colours of every length', () => {
    expect(formatColor(parseColor('#409eff')!, false)).toBe('#409EFF');
    expect(formatColor(parseColor('#f00')!, false)).toBe('#FF0000');
    expect(parseColor('#ff000080')!.a).toBeCloseTo(0.5, 2);
    expect(parseColor('#f008')!.a).toBeCloseTo(0.53, 2);
  });

  it('reads rgb, rgba, hsl and hsla', () => {
    expect(formatColor(parseColor('rgb(64, 158, 255)')!, false)).toBe('#409EFF');
    expect(formatColor(parseColor('rgba(64, 158, 255, 0.5)')!, true)).toBe(
      'rgba(64, 158, 255, 0.5)',
    );
    expect(formatColor(parseColor('hsl(120, 100%, 50%)')!, false)).toBe('#00FF00');
    expect(formatColor(parseColor('hsla(0, 100%, 50%, 0.25)')!, true)).toBe(
      'rgba(255, 0, 0, 0.25)',
    );
  });

  it('refuses what is not a colour', () => {
    expect(parseColor('')).toBeNull();
    expect(parseColor('blue-ish')).toBeNull();
    expect(parseColor('#12')).toBeNull();
    expect(parseColor('rgb(1, 2)')).toBeNull();
  });

  it('converts hue, saturation and value to rgb', () => {
    expect(toRgb({ h: 0, s: 100, v: 100, a: 1 })).toEqual({ r: 255, g: 0, b: 0 });
    expect(toRgb({ h: 240, s: 100, v: 50, a: 1 })).toEqual({ r: 0, g: 0, b: 128 });
    expect(toRgb({ h: 0, s: 0, v: 100, a: 1 })).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('writes alpha rounded to two decimals', () => {
    expect(formatColor({ h: 0, s: 0, v: 0, a: 0.333 }, true)).toBe('rgba(0, 0, 0, 0.33)');
    expect(formatColor({ h: 0, s: 0, v: 0, a: 0.333 }, false)).toBe('#000000');
  });
});
