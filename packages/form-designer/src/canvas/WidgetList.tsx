import type { Widget } from '@org/form-schema';
import { memo } from 'react';
import { listAttributes, type Axis } from '../dnd/dom';
import { useDesignerTranslation } from '../i18n';
import { CanvasItem } from './CanvasItem';

export interface WidgetListProps {
  /** Key of the container owning the list; null for the form's own list. */
  parent: string | null;
  slot?: number;
  widgets: readonly Widget[];
  axis?: Axis;
  /** Whether the list is a sub-table's columns. */
  inTable?: boolean;
  /** Text shown while the list is empty (none for the form's list, the canvas has its hint). */
  emptyText?: string;
}

/**
 * A list of widgets on the canvas and a drop area: the form's list, a grid column, a tab pane,
 * a report cell or a sub-table's columns. Items get their widget, never their index, so an
 * insertion re-renders no item.
 */
export const WidgetList = memo(function WidgetList({
  parent,
  slot = 0,
  widgets,
  axis = 'y',
  inTable = false,
  emptyText,
}: WidgetListProps) {
  const { t } = useDesignerTranslation('core');
  const hint = emptyText ?? (parent === null ? undefined : t('canvas.dropHere'));
  return (
    <div
      className={parent === null ? 'fd-list' : inTable ? 'fd-list' : 'fd-list fd-list-nested'}
      {...listAttributes(parent, slot, axis)}
    >
      {widgets.map((widget) => (
        <CanvasItem key={widget.key} widget={widget} inTable={inTable} />
      ))}
      {widgets.length === 0 && hint ? (
        <div className={inTable ? 'fd-table-empty' : 'fd-list-hint'}>{hint}</div>
      ) : null}
    </div>
  );
});
