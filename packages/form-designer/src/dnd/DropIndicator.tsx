import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useDragStore } from './context';
import { LIST_SELECTOR, lineOf, listElement } from './dom';

/**
 * The drop line and the highlighted list while a drag is under way. It follows the target on
 * every animation frame (the canvas scrolls, a tab pane opens) and writes its position straight
 * to the DOM, so the drag re-renders nothing.
 */
export function DropIndicator({ root }: { root: React.RefObject<HTMLElement | null> }) {
  const drag = useDragStore();
  const active = useSyncExternalStore(
    drag.subscribe,
    () => drag.get().source !== null,
    () => false,
  );
  const line = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    let marked: Element | null = null;
    const host = root.current;
    let draggedFor: unknown = undefined;
    let dragged: Element | null = null;
    const unmark = () => marked?.removeAttribute('data-drop-over');
    const draw = () => {
      const { target, source } = drag.get();
      const box = line.current;
      const container = root.current;
      const list = target && container ? listElement(container, target.list) : null;
      if (source !== draggedFor) {
        draggedFor = source;
        dragged =
          source?.kind === 'widget' && container
            ? container.querySelector(`[data-drop-item][data-widget-key="${source.key}"]`)
            : null;
      }
      if (list !== marked) {
        unmark();
        marked = list;
      }
      if (box) {
        if (target && list && list.getClientRects().length > 0) {
          const rect = lineOf(list, target.index, dragged);
          list.setAttribute('data-drop-over', target.allowed ? 'allowed' : 'refused');
          box.style.display = 'block';
          box.style.left = `${rect.left}px`;
          box.style.top = `${rect.top}px`;
          box.style.width = `${rect.width}px`;
          box.style.height = `${rect.height}px`;
          box.dataset.allowed = String(target.allowed);
          box.style.background = target.allowed ? '#1976d2' : '#d32f2f';
        } else {
          box.style.display = 'none';
        }
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      unmark();
      container(host)?.forEach((el) => el.removeAttribute('data-drop-over'));
    };
  }, [active, drag, root]);

  if (!active) return null;
  return (
    <div
      ref={line}
      data-testid="drop-line"
      aria-hidden="true"
      style={{
        position: 'fixed',
        display: 'none',
        zIndex: 1500,
        pointerEvents: 'none',
        borderRadius: 2,
      }}
      className="fd-drop-line"
    />
  );
}

function container(root: HTMLElement | null) {
  return root ? [...root.querySelectorAll(`${LIST_SELECTOR}[data-drop-over]`)] : undefined;
}
