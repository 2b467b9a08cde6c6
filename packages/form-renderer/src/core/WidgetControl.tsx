import { Suspense } from 'react';
import type { WidgetComponentProps } from '../contract';
import { HTML_TYPES, SanitizerGate } from '../services/SanitizerGate';
import type { ResolvedWidget } from './registry';

/**
 * The widget component of a field. A lazily loaded widget, and a widget showing HTML from the
 * definition (which waits for the sanitizer), show a loading line meanwhile.
 */
export function WidgetControl({
  resolved,
  props,
}: {
  resolved: ResolvedWidget;
  props: WidgetComponentProps;
}) {
  const Component = resolved.component;
  let control = <Component {...props} />;
  if (!resolved.lazy && !HTML_TYPES.has(props.widget.type)) return control;
  const loading = (
    <span className="fr-loading" role="status">
      {props.services.t('item.loading')}
    </span>
  );
  if (resolved.lazy) control = <Suspense fallback={loading}>{control}</Suspense>;
  return HTML_TYPES.has(props.widget.type) ? (
    <SanitizerGate fallback={loading}>{control}</SanitizerGate>
  ) : (
    control
  );
}
