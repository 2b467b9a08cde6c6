import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch } from '../store/hooks';

/**
 * How a canvas part (a widget, a grid column, a report cell) takes the selection: on the
 * primary button's pointer-down, which shows it a press-and-release sooner than a click, and
 * on click (keyboard and assistive technology click without a pointer). The innermost part
 * owns the event: it never reaches the containers around it, so pressing a nested part's
 * buttons never selects its container.
 */
export function useSelectOnPress(key: string, selected: boolean) {
  const dispatch = useDesignerDispatch();
  const select = (event: MouseEvent | KeyboardEvent | PointerEvent) => {
    event.stopPropagation();
    if (!selected) dispatch(designerActions.widgetSelected(key));
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button === 0) select(event);
  };
  return { select, onPointerDown };
}
