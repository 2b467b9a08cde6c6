import { TABLE_COLUMN_WIDTH, isDataBound, type Widget } from '@org/form-schema';
import { memo, type KeyboardEvent } from 'react';
import { useDesignerSelector } from '../store/hooks';
import { selectIsSelected } from '../store/selectors';
import { useCanvasLook } from './canvas-context';
import { GridView } from './GridView';
import { ItemActions } from './ItemActions';
import { ReportView } from './ReportView';
import { TableView } from './TableView';
import { TabsView } from './TabsView';
import { useSelectOnPress } from './use-select-on-press';
import { WidgetPreview } from './WidgetPreview';

const CONTAINERS = new Set(['grid', 'tabs', 'report', 'table']);

/** The label and control of a field, laid out by the form's label settings. */
function FieldView({ widget, inTable }: { widget: Widget; inTable: boolean }) {
  const look = useCanvasLook();
  const options = widget.options as {
    hideLabel?: boolean;
    isLabelWidth?: boolean;
    labelWidth?: number;
    required?: boolean;
  };
  const position = inTable ? 'top' : look.labelPosition;
  const showLabel = inTable || !(look.hideLabel || options.hideLabel);
  const width = options.isLabelWidth ? options.labelWidth : look.labelWidth;
  return (
    <div className="fd-field" data-label={position}>
      {showLabel ? (
        <span
          className={options.required ? 'fd-label fd-required' : 'fd-label'}
          style={position === 'top' ? undefined : { width }}
        >
          {widget.name}
        </span>
      ) : null}
      <div className="fd-control">
        <WidgetPreview widget={widget} />
      </div>
    </div>
  );
}

function DividerView({ widget }: { widget: Widget }) {
  const position = (widget.options as { contentPosition?: string }).contentPosition ?? 'left';
  return (
    <div className="fd-divider" data-position={position}>
      {widget.name}
    </div>
  );
}

function Body({ widget, inTable }: { widget: Widget; inTable: boolean }) {
  switch (widget.type) {
    case 'grid':
      return <GridView grid={widget} />;
    case 'tabs':
      return <TabsView tabs={widget} />;
    case 'report':
      return <ReportView report={widget} />;
    case 'table':
      return <TableView table={widget} />;
    case 'divider':
      return <DividerView widget={widget} />;
    default:
      return <FieldView widget={widget} inTable={inTable} />;
  }
}

export interface CanvasItemProps {
  widget: Widget;
  /** Whether the widget is a column of a sub-table (drawn as a column, 200 px by default). */
  inTable?: boolean;
}

/**
 * One widget on the canvas (`data-widget-key`). It subscribes to its own selection only and is
 * memoized on its widget object, which form-schema keeps while the widget is unchanged: selecting
 * or editing one widget re-renders that item and its containers, not the others.
 */
export const CanvasItem = memo(function CanvasItem({ widget, inTable = false }: CanvasItemProps) {
  const selected = useDesignerSelector(selectIsSelected(widget.key));
  const { select, onPointerDown } = useSelectOnPress(widget.key, selected);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(event);
    }
  };
  const hidden = (widget.options as { hidden?: boolean }).hidden === true;
  // A data-bound widget shows its field key in a strip of its own above the field.
  const bound = isDataBound(widget);
  const columnWidth = (widget.options as { width?: string }).width;
  // A sub-table column keeps a fixed width (200 px by default); a percentage means nothing there.
  const width = inTable
    ? columnWidth && !columnWidth.endsWith('%')
      ? columnWidth
      : TABLE_COLUMN_WIDTH
    : undefined;
  let className = inTable ? 'fd-item fd-table-column' : 'fd-item';
  if (hidden) className += ' fd-hidden-mark';
  return (
    <div
      className={className}
      data-widget-key={widget.key}
      data-widget-type={widget.type}
      data-drop-item=""
      data-selected={selected ? '' : undefined}
      data-container={CONTAINERS.has(widget.type) ? '' : undefined}
      data-bound={bound ? '' : undefined}
      role="group"
      aria-label={widget.name}
      aria-current={selected ? 'true' : undefined}
      tabIndex={0}
      style={width ? { width } : undefined}
      onPointerDown={onPointerDown}
      onClick={select}
      onKeyDown={onKeyDown}
    >
      {bound ? (
        <span className="fd-model" translate="no">
          {widget.model}
        </span>
      ) : null}
      <Body widget={widget} inTable={inTable} />
      {selected ? <ItemActions widget={widget} /> : null}
    </div>
  );
});
