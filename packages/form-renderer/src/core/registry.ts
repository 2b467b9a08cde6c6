/**
 * The widget registry: which component renders each widget type. Host apps add or replace
 * entries (`widgets` prop); custom widgets are found under `custom:{el}`, then `custom`.
 */
import type { Widget } from '@org/form-schema';
import { lazy, type ComponentType } from 'react';
import type {
  WidgetComponent,
  WidgetComponentProps,
  WidgetRegistration,
  WidgetRegistry,
} from '../contract';

/** A registration ready to render: lazy loaders already wrapped with `React.lazy`. */
export interface ResolvedWidget {
  component: ComponentType<WidgetComponentProps>;
  formItem: boolean;
  lazy: boolean;
}

type AnyRegistration = WidgetRegistration<never>;
type Loader = () => Promise<{ default: WidgetComponent<never> }>;

const resolved = new WeakMap<AnyRegistration, ResolvedWidget>();

function resolve(registration: AnyRegistration): ResolvedWidget {
  let entry = resolved.get(registration);
  if (!entry) {
    const isLazy = registration.lazy === true;
    const component = isLazy
      ? lazy(registration.component as Loader)
      : (registration.component as WidgetComponent<never>);
    entry = {
      component: component as unknown as ComponentType<WidgetComponentProps>,
      formItem: registration.formItem !== false,
      lazy: isLazy,
    };
    resolved.set(registration, entry);
  }
  return entry;
}

/** The registry key of a widget: its type, or `custom:{el}` for a custom widget. */
export function registryKey(widget: Widget): string {
  if (widget.type === 'custom') {
    const el = (widget as { el?: unknown }).el;
    if (typeof el === 'string' && el !== '') return `custom:${el}`;
  }
  return widget.type;
}

/** The component of a widget, or undefined when no registration fits (an unknown type). */
export function lookupWidget(registry: WidgetRegistry, widget: Widget): ResolvedWidget | undefined {
  const key = registryKey(widget);
  const registration =
    (Object.hasOwn(registry, key) ? registry[key] : undefined) ??
    (widget.type === 'custom' && Object.hasOwn(registry, 'custom') ? registry.custom : undefined);
  return registration && registration.component ? resolve(registration) : undefined;
}

/** The default registry with the host's entries added or replacing defaults. */
export function mergeRegistry(
  base: WidgetRegistry,
  extra: WidgetRegistry | undefined,
): WidgetRegistry {
  return extra ? { ...base, ...extra } : base;
}
