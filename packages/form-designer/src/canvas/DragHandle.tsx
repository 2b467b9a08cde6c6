import { useDraggable } from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import type { Widget } from '@org/form-schema';
import type { DragSource } from '../dnd/drag-store';
import { useDesignerTranslation } from '../i18n';

/**
 * The drag handle of the selected widget: pointer drag, or Space then the arrow keys. Only the
 * selected widget has one, so the canvas holds a single draggable whatever its size.
 */
export function DragHandle({ widget }: { widget: Widget }) {
  const { t } = useDesignerTranslation('core');
  const source: DragSource = {
    kind: 'widget',
    key: widget.key,
    type: widget.type,
    name: widget.name,
  };
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: `widget:${widget.key}`,
    data: source,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="fd-btn fd-btn-drag"
      {...attributes}
      {...listeners}
      aria-label={t('canvas.drag', { name: widget.name })}
      onClick={(event) => event.stopPropagation()}
    >
      <DragIndicator />
    </button>
  );
}
