/**
 * The designer's keyboard shortcuts: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, Delete
 * removes the selection, Ctrl/Cmd+D clones it, Escape unselects. They act only for the
 * designer the user last worked in, never while typing in a field, and never during a drag.
 */
import { useEffect, type RefObject } from 'react';
import { designerActions } from '../store/designer-slice';
import type { DesignerStore } from '../store/designer-store';

/**
 * Fields the user types or picks in: native ones, editable content, and the ARIA widgets that
 * take keys themselves (MUI's select is a `combobox` div, its slider a `slider`).
 */
const TYPING_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="textbox"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="spinbutton"]',
  '[role="slider"]',
].join(', ');

/** Whether a key press goes to something the user types in (the shortcut must not act). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(TYPING_SELECTOR)) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

type ShortcutAction = 'undo' | 'redo' | 'delete' | 'clone' | 'unselect';

/** The designer action of a key press, or null when it is not a shortcut. */
export function shortcutOf(event: KeyboardEvent): ShortcutAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
    if (key === 'd' && !event.shiftKey) return 'clone';
    return null;
  }
  if (event.altKey || event.shiftKey) return null;
  if (event.key === 'Delete') return 'delete';
  if (event.key === 'Escape') return 'unselect';
  return null;
}

/**
 * Listens on the document. A key press counts for this designer when it comes from inside
 * `root`, or from the page itself (focus on the body) after the user last pressed inside
 * `root`. Presses inside dialogs (rendered elsewhere in the page) and in fields are left alone.
 */
export function useDesignerShortcuts(root: RefObject<HTMLElement | null>, store: DesignerStore) {
  useEffect(() => {
    let active = false;
    const onPointerDown = (event: PointerEvent) => {
      active =
        !!root.current && event.target instanceof Node && root.current.contains(event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const element = root.current;
      if (!element) return;
      const target = event.target;
      const inside = target instanceof Node && element.contains(target);
      const fromPage = target === document.body || target === document.documentElement;
      if (!inside && !(fromPage && active)) return;
      if (isTypingTarget(target)) return;
      const action = shortcutOf(event);
      if (!action) return;
      // During a drag, the keys belong to the drag (Escape cancels it, Space drops).
      if (element.querySelector('[data-dragging]')) return;
      const { selected } = store.getState().designer;
      const a = designerActions;
      switch (action) {
        case 'undo':
          store.dispatch(a.undone());
          break;
        case 'redo':
          store.dispatch(a.redone());
          break;
        case 'delete':
          if (selected === null) return;
          store.dispatch(a.widgetDeleted(selected));
          break;
        case 'clone':
          if (selected === null) return;
          store.dispatch(a.widgetCloned(selected));
          break;
        case 'unselect':
          if (selected === null) return;
          store.dispatch(a.widgetSelected(null));
          break;
      }
      event.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, store]);
}
