import type { PaletteGroup, WidgetType } from '@org/form-schema';
import type { ComponentType, ReactNode } from 'react';
import type { DesignerLocale } from '../i18n';

/** A group of the palette: basic, advanced, layout or custom. */
export type PaletteGroupName = PaletteGroup;

/**
 * A host's own widget, offered in the Custom group. It becomes a `custom` widget whose `el` names
 * the component; the renderer draws it with the component registered under `custom:{el}`.
 */
export interface CustomWidgetSpec {
  /** Name of the component (the widget's `el`); unique among the host's widgets. */
  el: string;
  /** Palette and default label: one text, or one per UI language. */
  name: string | Partial<Record<DesignerLocale, string>>;
  /** Palette icon; a generic one when absent. */
  icon?: ReactNode;
  /** Options laid over the custom widget's defaults. */
  options?: Record<string, unknown>;
  /** The component the renderer draws (registered with the renderer's widget registry). */
  component?: ComponentType<never>;
}

export interface PaletteProps {
  /** The groups to show, in this order; all four by default. */
  groups?: PaletteGroupName[];
  /** The widget types to offer; all by default. */
  types?: WidgetType[];
  /** Host widgets added to the Custom group. */
  customWidgets?: CustomWidgetSpec[];
}

/** The label of a custom widget in a language. */
export function customWidgetName(spec: CustomWidgetSpec, locale: DesignerLocale): string {
  if (typeof spec.name === 'string') return spec.name;
  return spec.name[locale] ?? spec.name['en-US'] ?? spec.name['zh-CN'] ?? spec.el;
}
