import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { canDrop, listOf, sameList } from '@org/form-schema';
import { useCallback, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useDesignerTranslation } from '../i18n';
import { designerActions } from '../store/designer-slice';
import { useDesignerDispatch, useDesignerStore } from '../store/hooks';
import { DragStoreContext, useDragStore } from './context';
import { describeList } from './describe';
import {
  dropSequence,
  forgetItems,
  itemsOf,
  lineOf,
  listElement,
  listRefOf,
  placeAt,
  type DropPlace,
} from './dom';
import { createDragStore, sameTarget, type DragSource, type DropTarget } from './drag-store';
import { DropIndicator } from './DropIndicator';

interface Session {
  source: DragSource;
  dragged: HTMLElement | null;
  /** Drop places in reading order, for keyboard dragging. */
  sequence: DropPlace[];
  step: number;
  pointer: { x: number; y: number } | null;
  frame: number;
  stopPointer: () => void;
}

interface Outcome {
  source: DragSource | null;
  target: DropTarget | null;
}

const KEYS_FORWARD = new Set(['ArrowDown', 'ArrowRight']);
const KEYS_BACK = new Set(['ArrowUp', 'ArrowLeft']);
/** Distance from the canvas edge (px) at which dragging scrolls it, and the top speed. */
const SCROLL_ZONE = 56;
const SCROLL_SPEED = 18;

/**
 * Wraps the palette, the canvas (and the field tree) so that drags cross between them. Drags
 * run on @dnd-kit: the pointer (a 5 px move starts a drag, so a click still adds a widget) and
 * the keyboard (Space picks up, the arrow keys step through every drop place of the canvas,
 * Space or Enter drops, Escape cancels), announced to screen readers in the UI language.
 *
 * Drop places are read from the canvas's DOM (`data-drop-list` / `data-drop-item`), checked
 * with form-schema's `canDrop`, and kept in a small store outside React, so a drag re-renders
 * neither the canvas items nor the provider's children. A drop is one store action
 * (`widgetAdded` with a target, or `widgetMoved`): one undo step; a refused drop leaves the
 * form unchanged and the store's notice says "Don't support adding this field".
 */
export function DesignerDndProvider({ children }: { children: ReactNode }) {
  const store = useDesignerStore();
  const dispatch = useDesignerDispatch();
  const { t } = useDesignerTranslation('core');
  const drag = useMemo(createDragStore, []);
  const root = useRef<HTMLDivElement>(null);
  const session = useRef<Session | null>(null);
  const outcome = useRef<Outcome | null>(null);
  const announced = useRef<DropTarget | null>(null);

  const targetOf = useCallback(
    (place: { list: HTMLElement; index: number } | null, source: DragSource): DropTarget | null => {
      if (!place) return null;
      const list = listRefOf(place.list);
      const definition = store.getState().designer.definition;
      const check =
        source.kind === 'palette'
          ? canDrop(definition, { type: source.type }, list, 'palette')
          : canDrop(
              definition,
              { type: source.type, key: source.key },
              list,
              listOf(definition, source.key)?.ref ?? 'palette',
            );
      return { list, index: place.index, allowed: check.allowed };
    },
    [store],
  );

  const settle = useCallback((): Outcome => {
    if (!outcome.current) outcome.current = { ...drag.get() };
    return outcome.current;
  }, [drag]);

  const stop = useCallback(() => {
    const current = session.current;
    if (current) {
      cancelAnimationFrame(current.frame);
      current.stopPointer();
      current.dragged?.removeAttribute('data-dragging');
    }
    session.current = null;
    forgetItems();
    drag.set({ source: null, target: null, keyboard: false });
  }, [drag]);

  /** Follows the pointer: the place under it, and scrolling the canvas near its edges. */
  const followPointer = useCallback(() => {
    const current = session.current;
    const container = root.current;
    if (!current || !container) return;
    const point = current.pointer;
    if (point) {
      const scroller = container.querySelector<HTMLElement>('[data-canvas-scroll]');
      if (scroller) {
        const box = scroller.getBoundingClientRect();
        if (point.x >= box.left && point.x <= box.right) {
          const up = box.top + SCROLL_ZONE - point.y;
          const down = point.y - (box.bottom - SCROLL_ZONE);
          if (up > 0)
            scroller.scrollTop -= Math.ceil(
              (Math.min(up, SCROLL_ZONE) / SCROLL_ZONE) * SCROLL_SPEED,
            );
          else if (down > 0) {
            scroller.scrollTop += Math.ceil(
              (Math.min(down, SCROLL_ZONE) / SCROLL_ZONE) * SCROLL_SPEED,
            );
          }
        }
      }
      const place = placeAt(container, current.dragged, point.x, point.y);
      drag.set({ target: targetOf(place, current.source) });
    }
    current.frame = requestAnimationFrame(followPointer);
  }, [drag, targetOf]);

  const onDragStart = useCallback(
    (event: DragStartEvent) => {
      const source = event.active.data.current as DragSource | undefined;
      const container = root.current;
      if (!source || !container) return;
      stop();
      forgetItems();
      outcome.current = null;
      announced.current = null;
      const dragged =
        source.kind === 'widget'
          ? container.querySelector<HTMLElement>(
              `[data-drop-item][data-widget-key="${source.key}"]`,
            )
          : null;
      dragged?.setAttribute('data-dragging', 'true');
      const keyboard = event.activatorEvent instanceof KeyboardEvent;
      // Only keyboard drags step through the places; a pointer drag reads the place under it.
      const sequence = keyboard ? dropSequence(container, dragged) : [];
      const current: Session = {
        source,
        dragged,
        sequence,
        step: -1,
        pointer: null,
        frame: 0,
        stopPointer: () => undefined,
      };
      session.current = current;
      drag.set({ source, target: null, keyboard });
      if (keyboard) {
        // Start where the widget is, or (from the palette) at the end of the form.
        let step = -1;
        if (dragged) {
          const home = dragged.parentElement?.closest<HTMLElement>('[data-drop-list]') ?? null;
          const index = home ? [...itemsOf(home, null)].indexOf(dragged) : -1;
          step = sequence.findIndex((p) => p.list === home && p.index === index);
        } else {
          const rootList = listElement(container, { parent: null });
          sequence.forEach((p, i) => {
            if (p.list === rootList) step = i;
          });
        }
        current.step = step;
        const place = sequence[step];
        if (place) drag.set({ target: targetOf(place, source) });
        announced.current = drag.get().target;
      } else {
        const onMove = (e: PointerEvent) => {
          current.pointer = { x: e.clientX, y: e.clientY };
        };
        const start = event.activatorEvent as PointerEvent | null;
        if (start && 'clientX' in start) current.pointer = { x: start.clientX, y: start.clientY };
        window.addEventListener('pointermove', onMove, { capture: true, passive: true });
        current.stopPointer = () =>
          window.removeEventListener('pointermove', onMove, { capture: true });
        current.frame = requestAnimationFrame(followPointer);
      }
    },
    [drag, followPointer, stop, targetOf],
  );

  const onDragEnd = useCallback(
    (_event: DragEndEvent) => {
      const { source, target } = settle();
      stop();
      if (!source || !target) return;
      if (source.kind === 'palette') {
        dispatch(
          designerActions.widgetAdded({
            type: source.create(),
            target: { list: target.list, index: target.index },
          }),
        );
        return;
      }
      const from = listOf(store.getState().designer.definition, source.key);
      if (from && sameList(from.ref, target.list) && from.index === target.index) return;
      dispatch(
        designerActions.widgetMoved({ key: source.key, to: target.list, index: target.index }),
      );
    },
    [dispatch, settle, stop, store],
  );

  const onDragCancel = useCallback(() => {
    settle();
    stop();
  }, [settle, stop]);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event) => {
      const current = session.current;
      if (!current) return undefined;
      const forward = KEYS_FORWARD.has(event.code);
      if (!forward && !KEYS_BACK.has(event.code)) return undefined;
      event.preventDefault();
      const last = current.sequence.length - 1;
      current.step = Math.max(0, Math.min(last, current.step + (forward ? 1 : -1)));
      const place = current.sequence[current.step];
      if (!place) return undefined;
      drag.set({ target: targetOf(place, current.source) });
      const items = itemsOf(place.list, current.dragged);
      const near = items[place.index] ?? items[place.index - 1] ?? place.list;
      near.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      const line = lineOf(place.list, place.index, current.dragged);
      return { x: line.left, y: line.top };
    },
    [drag, targetOf],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const announcements = useMemo<Announcements>(() => {
    const words = (target: DropTarget) => ({
      position: target.index + 1,
      list: describeList(store.getState().designer.definition, target.list, t),
    });
    const nameOf = (source: DragSource | null | undefined) => source?.name ?? '';
    return {
      onDragStart({ active }) {
        const source = active.data.current as DragSource | undefined;
        if (!source) return undefined;
        if (source.kind === 'palette') return t('dnd.startNew', { name: source.name });
        const from = listOf(store.getState().designer.definition, source.key);
        if (!from) return t('dnd.startNew', { name: source.name });
        return t('dnd.start', {
          name: source.name,
          position: from.index + 1,
          list: describeList(store.getState().designer.definition, from.ref, t),
        });
      },
      onDragMove() {
        const { source, target } = drag.get();
        if (!source || sameTarget(target, announced.current)) return undefined;
        announced.current = target;
        if (!target) return t('dnd.nowhere', { name: source.name });
        const w = words(target);
        return target.allowed
          ? t('dnd.over', { name: source.name, ...w })
          : t('dnd.overRefused', { name: source.name, list: w.list });
      },
      onDragOver() {
        return undefined;
      },
      onDragEnd() {
        const { source, target } = settle();
        if (!target) return t('dnd.cancel', { name: nameOf(source) });
        if (!target.allowed) return t('dnd.dropRefused');
        return t('dnd.drop', { name: nameOf(source), ...words(target) });
      },
      onDragCancel() {
        const { source } = settle();
        return t('dnd.cancel', { name: nameOf(source) });
      },
    };
  }, [drag, settle, store, t]);

  return (
    <DragStoreContext.Provider value={drag}>
      <DndContext
        sensors={sensors}
        autoScroll={false}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dnd.instructions') },
        }}
      >
        <div ref={root} data-designer-dnd="" style={{ display: 'contents' }}>
          {children}
        </div>
        <DropIndicator root={root} />
        <DragOverlay dropAnimation={null}>
          <DragPreview />
        </DragOverlay>
      </DndContext>
    </DragStoreContext.Provider>
  );
}

/** What follows the pointer: the dragged widget's name. */
function DragPreview() {
  const drag = useDragStore();
  const source = useSyncExternalStore(
    drag.subscribe,
    () => drag.get().source,
    () => null,
  );
  if (!source) return null;
  return (
    <div
      style={{
        display: 'inline-block',
        padding: '6px 12px',
        background: '#fff',
        border: '1px solid #1976d2',
        borderRadius: 4,
        boxShadow: '0 4px 12px rgba(0,0,0,.18)',
        font: '13px/1.4 sans-serif',
        color: '#1976d2',
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      {source.name}
    </div>
  );
}
