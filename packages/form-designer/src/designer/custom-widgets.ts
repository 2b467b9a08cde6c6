/**
 * Host widgets: one list (`options.customWidgets`) gives the palette its Custom entries and the
 * renderer its components. `customWidgetRegistry` turns the list into the renderer's widget
 * registry entries (`custom:{el}`), which the designer's preview uses and a host passes to
 * `<FormRenderer widgets>`, so a custom widget designed here renders there.
 */
import type { WidgetRegistration, WidgetRegistry } from '@org/form-renderer';
import { createContext, useContext } from 'react';
import type { CustomWidgetSpec } from '../palette/types';

const EMPTY: WidgetRegistry = Object.freeze({});

/** The renderer registry entries of the host widgets that have a component. */
export function customWidgetRegistry(
  specs: readonly CustomWidgetSpec[] | undefined,
): WidgetRegistry {
  if (!specs || specs.length === 0) return EMPTY;
  const registry: Record<string, WidgetRegistration<never>> = {};
  const seen = new Set<string>();
  for (const spec of specs) {
    if (seen.has(spec.el)) {
      throw new Error(`Two custom widgets are named "${spec.el}"; each el must be unique`);
    }
    seen.add(spec.el);
    if (spec.component) {
      registry[`custom:${spec.el}`] = {
        component: spec.component as WidgetRegistration<never>['component'],
      };
    }
  }
  return registry;
}

export const DesignerWidgetsContext = createContext<WidgetRegistry>(EMPTY);

/** The renderer widgets of the host (for the preview's `<FormRenderer widgets>`). */
export function useDesignerWidgets(): WidgetRegistry {
  return useContext(DesignerWidgetsContext);
}
