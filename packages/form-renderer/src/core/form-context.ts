import type { Platform } from '@org/form-schema';
import { createContext, useContext } from 'react';
import type { RendererServices, WidgetRegistry } from '../contract';
import type { FormRuntime } from '../runtime/form-runtime';
import type { LabelLayout } from './layout';

/** What every item of a form renders with; changes rarely (locale, platform, edit flag). */
export interface RenderSettings {
  /** Unique id of the rendered form: prefix of element ids and of the scoping class. */
  formId: string;
  platform: Platform;
  /** The edit flag: off makes every field read-only. */
  edit: boolean;
  size: 'small' | 'medium';
  labels: LabelLayout;
  services: RendererServices;
  registry: WidgetRegistry;
}

export const RuntimeContext = createContext<FormRuntime | null>(null);
export const SettingsContext = createContext<RenderSettings | null>(null);

/** The runtime of the form being rendered. */
export function useRuntime(): FormRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Form items render inside <FormRenderer> only');
  return runtime;
}

/** The render settings of the form being rendered. */
export function useSettings(): RenderSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('Form items render inside <FormRenderer> only');
  return settings;
}

/** An element id of this form, safe to use in CSS and ARIA references. */
export function elementId(formId: string, ...parts: readonly (string | number)[]): string {
  return [formId, ...parts.map((part) => String(part).replace(/[^\w-]/g, '_'))].join('-');
}
