import type { Widget } from '@org/form-schema';
import type { ReactNode } from 'react';
import { useSelectedWidget } from './use-property-edit';

/** Stories' helper: renders a section of the field panel for the selected widget. */
export function WithSelectedWidget({ children }: { children: (widget: Widget) => ReactNode }) {
  const widget = useSelectedWidget();
  return widget ? <>{children(widget)}</> : null;
}
