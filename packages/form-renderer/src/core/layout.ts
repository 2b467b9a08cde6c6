/**
 * How form items lay out, from the form config: the Element style (`labelWidth` in pixels,
 * `labelPosition`) or the Ant style (`layout` and a 24-column `labelCol` span). Also the MUI
 * size of controls.
 */
import type { FormConfig, Platform } from '@org/form-schema';

export interface LabelLayout {
  /** Where labels sit. */
  position: 'left' | 'right' | 'top';
  /** CSS width of labels beside their control; `auto` to fit the text. */
  width: string;
  /** Items side by side (Ant style `inline`). */
  inline: boolean;
  /** Labels hidden for the whole form (they still name their controls). */
  hideLabel: boolean;
  /** Messages not shown under fields (still read by screen readers). */
  hideErrorMessage: boolean;
}

const POSITIONS = new Set(['left', 'right', 'top']);

function pixels(value: unknown, fallback: number): string {
  const number = typeof value === 'number' ? value : Number(value);
  return `${Number.isFinite(number) && number >= 0 ? number : fallback}px`;
}

/** The label layout of a form config. */
export function labelLayout(config: Partial<FormConfig>): LabelLayout {
  const common = {
    hideLabel: config.hideLabel === true,
    hideErrorMessage: config.hideErrorMessage === true,
  };
  if (config.ui === 'antd') {
    const layout = config.layout ?? 'horizontal';
    if (layout === 'vertical') return { position: 'top', width: 'auto', inline: false, ...common };
    if (layout === 'inline') return { position: 'right', width: 'auto', inline: true, ...common };
    const span = Math.min(24, Math.max(0, Number(config.labelCol ?? 3) || 0));
    return {
      position: span === 0 ? 'top' : 'right',
      width: span === 0 ? 'auto' : `${(span / 24) * 100}%`,
      inline: false,
      ...common,
    };
  }
  const position = POSITIONS.has(config.labelPosition ?? '')
    ? (config.labelPosition as LabelLayout['position'])
    : 'right';
  return { position, width: pixels(config.labelWidth, 100), inline: false, ...common };
}

/** The label width of one item: its own `labelWidth` when `isLabelWidth` is set (Element style). */
export function itemLabelWidth(
  options: { isLabelWidth?: unknown; labelWidth?: unknown } | undefined,
  layout: LabelLayout,
): string | undefined {
  if (!options || options.isLabelWidth !== true || layout.position === 'top') return undefined;
  return pixels(options.labelWidth, 100);
}

/** The MUI size for a config size: small and mini are small, the rest medium. */
export function controlSize(size: unknown): 'small' | 'medium' {
  return size === 'large' || size === 'default' || size === 'medium' ? 'medium' : 'small';
}

/** The platform a form renders for: the host's choice, else the config's, else pc. */
export function resolvePlatform(platform: unknown, config: Partial<FormConfig>): Platform {
  const valid = (value: unknown): value is Platform =>
    value === 'pc' || value === 'pad' || value === 'mobile';
  if (valid(platform)) return platform;
  return valid(config.platform) ? config.platform : 'pc';
}

/** A CSS length from an option: numbers are pixels, text is used as written. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return `${value}px`;
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
  }
  return undefined;
}

/** Class names joined, skipping empty ones. */
export function classes(
  ...names: readonly (string | false | null | undefined | readonly string[])[]
): string {
  const out: string[] = [];
  for (const name of names) {
    if (!name) continue;
    if (typeof name === 'string') out.push(name);
    else for (const item of name) if (item) out.push(item);
  }
  return out.join(' ');
}
