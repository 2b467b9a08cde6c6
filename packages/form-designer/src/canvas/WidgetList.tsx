import type { Widget } from '@org/form-schema';
import { memo } from 'react';
import { shallowEqual } from 'react-redux';
import { listAttributes, type Axis } from '../dnd/dom';
import { useDesignerTranslation } from '../i18n';
import { useDesignerSelector } from '../store/hooks';
import { selectRootKeys, selectWidget } from '../store/selectors';
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

/** A canvas item that reads its own widget by key (the form's own list, drawn by keys). */
const CanvasItemByKey = memo(function CanvasItemByKey({ widgetKey }: { widgetKey: string }) {
  const widget = useDesignerSelector(selectWidget(widgetKey));
  return widget ? <CanvasItem widget={widget} /> : null;
});

/**
 * The form's own list, drawn by keys: it re-renders only when widgets are added, removed or
 * moved at the top level; an edit inside a widget re-renders that widget's item alone (on a
 * 2000-widget form, reconciling every item per keystroke costs more than the edit).
 */
export const RootWidgetList = memo(function RootWidgetList() {
  const keys = useDesignerSelector(selectRootKeys, shallowEqual);
  return (
    <div className="fd-list" {...listAttributes(null, 0, 'y')}>
      {keys.map((key) => (
        <CanvasItemByKey key={key} widgetKey={key} />
      ))}
    </div>
  );
});
