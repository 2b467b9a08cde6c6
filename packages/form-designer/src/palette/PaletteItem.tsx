import { useDraggable } from '@dnd-kit/core';
import type { Widget, WidgetType } from '@org/form-schema';
import { memo, useContext, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { DragStoreContext, isDragging } from '../dnd/context';
import type { DragSource } from '../dnd/drag-store';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch } from '../store/hooks';

export interface PaletteItemProps {
  /** Unique id of the entry (`palette:{type}` or `palette:custom:{el}`). */
  id: string;
  type: WidgetType;
  name: string;
  icon: ReactNode;
  /** Makes the widget to add (a fresh copy each time). */
  create: () => Widget;
}

/**
 * One widget of the palette: a click (or Enter) adds it after the selection and selects it;
 * dragging it (pointer, or Space then the arrow keys) adds it where it is dropped.
 */
export const PaletteItem = memo(function PaletteItem({
  id,
  type,
  name,
  icon,
  create,
}: PaletteItemProps) {
  const dispatch = useDesignerDispatch();
  const drag = useContext(DragStoreContext);
  const { t } = useDesignerTranslation('core');
  // The widget itself is made when it is added: this item re-renders while any drag moves.
  const source = useMemo<DragSource>(
    () => ({ kind: 'palette', type, name, create }),
    [type, name, create],
  );
  const {
    attributes,
    listeners,
    setNodeRef,
    isDragging: dragged,
  } = useDraggable({
    id,
    data: source,
  });
  const add = () => {
    if (isDragging(drag)) return;
    dispatch(designerActions.widgetAdded({ type: create() }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !isDragging(drag)) {
      event.preventDefault();
      add();
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      aria-label={t('paletteAdd', { name })}
      onKeyDown={onKeyDown}
      onClick={add}
      className="fd-palette-item"
      data-palette-type={type}
      data-dragging={dragged || undefined}
    >
      <span className="fd-palette-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="fd-palette-name">{name}</span>
    </div>
  );
});
