/**
 * Colours for the colour picker: reading the texts a form may store (hex, rgb/rgba, hsl/hsla),
 * converting to hue/saturation/value for the picker, and writing `#RRGGBB` or
 * `rgba(r, g, b, a)` back.
 */

/** Hue 0–360, saturation and value 0–100, alpha 0–1. */
export interface Hsva {
  h: number;
  s: number;
  v: number;
  a: number;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clampTo = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function fromHex(text: string): Rgba | null {
  const hex = text.slice(1);
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(hex)) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

/** The numbers inside `name(...)`, percentages as fractions of `percentOf`. */
function functionArgs(text: string, names: readonly string[]): string[] | null {
  const match = /^([a-z]+)\(([^)]*)\)$/i.exec(text);
  if (!match || !names.includes((match[1] ?? '').toLowerCase())) return null;
  const args = (match[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  return args.length === 3 || args.length === 4 ? args : null;
}

function number(text: string, percentOf: number): number {
  return text.endsWith('%') ? (parseFloat(text) / 100) * percentOf : parseFloat(text);
}

function hslToRgb(h: number, s: number, l: number): Omit<Rgba, 'a'> {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255 };
}

function parseRgba(text: string): Rgba | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('#')) return fromHex(trimmed);
  const rgb = functionArgs(trimmed, ['rgb', 'rgba']);
  if (rgb) {
    const [r, g, b, a] = rgb;
    const values = {
      r: number(r ?? '', 255),
      g: number(g ?? '', 255),
      b: number(b ?? '', 255),
      a: a === undefined ? 1 : number(a, 1),
    };
    return Object.values(values).every(Number.isFinite) ? values : null;
  }
  const hsl = functionArgs(trimmed, ['hsl', 'hsla']);
  if (hsl) {
    const [h, s, l, a] = hsl;
    const hue = parseFloat(h ?? '');
    const saturation = number(s ?? '', 1);
    const lightness = number(l ?? '', 1);
    const alpha = a === undefined ? 1 : number(a, 1);
    if (![hue, saturation, lightness, alpha].every(Number.isFinite)) return null;
    return {
      ...hslToRgb(((hue % 360) + 360) % 360, clampTo(saturation, 0, 1), clampTo(lightness, 0, 1)),
      a: alpha,
    };
  }
  return null;
}

/** The colour a text names, or null when it is not a colour this picker reads. */
export function parseColor(text: string): Hsva | null {
  const rgba = parseRgba(text);
  if (!rgba) return null;
  const r = clampTo(rgba.r, 0, 255) / 255;
  const g = clampTo(rgba.g, 0, 255) / 255;
  const b = clampTo(rgba.b, 0, 255) / 255;
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let h = 0;
  if (delta > 0) {
    if (max === r) h = ((g - b) / delta) % 6;
    else if (max === g) h = (b - r) / delta + 2;
    else h = (r - g) / delta + 4;
  }
  return {
    h: (h * 60 + 360) % 360,
    s: max === 0 ? 0 : (delta / max) * 100,
    v: max * 100,
    a: clampTo(rgba.a, 0, 1),
  };
}

export function toRgb({ h, s, v }: Hsva): { r: number; g: number; b: number } {
  const saturation = s / 100;
  const value = v / 100;
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return Math.round((value - value * saturation * Math.max(0, Math.min(k, 4 - k, 1))) * 255);
  };
  return { r: f(5), g: f(3), b: f(1) };
}

const hex2 = (value: number) => value.toString(16).padStart(2, '0').toUpperCase();

/** `#RRGGBB`, or `rgba(r, g, b, a)` when the picker shows alpha. */
export function formatColor(color: Hsva, withAlpha: boolean): string {
  const { r, g, b } = toRgb(color);
  if (!withAlpha) return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
  return `rgba(${r}, ${g}, ${b}, ${Math.round(color.a * 100) / 100})`;
}

/** The pure hue as CSS, for the saturation area's background. */
export function hueCss(h: number): string {
  return `hsl(${Math.round(h)}, 100%, 50%)`;
}
