import type { Widget } from '@org/form-schema';
import { WidgetNode } from './WidgetNode';

/** The widgets of a list (the form, a grid column, a tab, a report cell), in order. */
export function WidgetList({ list }: { list: readonly Widget[] | undefined }) {
  if (!Array.isArray(list)) return null;
  return list.map((widget, index) => (
    <WidgetNode key={widget?.key || `#${index}`} widget={widget} />
  ));
}
