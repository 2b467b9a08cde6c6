/**
 * Selectors of the designer store. Each returns a value that keeps its identity while the part
 * of the state it reads is unchanged (form-schema shares untouched subtrees), so a component
 * that reads one widget re-renders only when that widget changes.
 *
 * Per-key selectors (`selectWidget(key)`, `selectIsSelected(key)`, …) are created once per key
 * and reused, so passing them to `useDesignerSelector` in every render costs nothing. Widget
 * look-ups go through an index built once per widget list (a `WeakMap` keyed by the list), so
 * 2000 canvas items each looking up their widget after an edit cost one walk of the tree.
 */
import {
  canRedo,
  canUndo,
  walkWidgets,
  type FormConfig,
  type FormDefinition,
  type Widget,
} from '@org/form-schema';
import type { DesignerNotice, DesignerState } from './designer-slice';

/** The part of a root state the selectors read: the designer's slice under `designer`. */
export interface DesignerRootLike {
  designer: DesignerState;
}

/** Where a widget sits: its container (null at the root), the slot and index in it, its depth. */
export interface WidgetLocation {
  widget: Widget;
  parentKey: string | null;
  slot: number;
  index: number;
  depth: number;
}

const indexes = new WeakMap<readonly Widget[], ReadonlyMap<string, WidgetLocation>>();

/** Every widget of a list by key, with its location; built once per list and cached. */
export function widgetIndex(list: readonly Widget[]): ReadonlyMap<string, WidgetLocation> {
  let index = indexes.get(list);
  if (!index) {
    const built = new Map<string, WidgetLocation>();
    walkWidgets(list, (widget, context) => {
      if (!built.has(widget.key)) {
        built.set(widget.key, {
          widget,
          parentKey: context.parent?.key ?? null,
          slot: context.slot,
          index: context.index,
          depth: context.depth,
        });
      }
    });
    index = built;
    indexes.set(list, index);
  }
  return index;
}

export const selectDesigner = (state: DesignerRootLike): DesignerState => state.designer;
export const selectDefinition = (state: DesignerRootLike): FormDefinition =>
  state.designer.definition;
export const selectWidgetList = (state: DesignerRootLike): readonly Widget[] =>
  state.designer.definition.list;
export const selectFormConfig = (state: DesignerRootLike): FormConfig =>
  state.designer.definition.config;
export const selectSelectedKey = (state: DesignerRootLike): string | null =>
  state.designer.selected;
export const selectPlatform = (state: DesignerRootLike) => state.designer.platform;
export const selectNotice = (state: DesignerRootLike): DesignerNotice | null =>
  state.designer.notice;
export const selectCanUndo = (state: DesignerRootLike): boolean => canUndo(state.designer.history);
export const selectCanRedo = (state: DesignerRootLike): boolean => canRedo(state.designer.history);
/** Whether the form has no widget (the canvas shows its hint). */
export const selectIsEmpty = (state: DesignerRootLike): boolean =>
  state.designer.definition.list.length === 0;

const keysCache = new WeakMap<readonly Widget[], readonly string[]>();

/**
 * The keys of a list's widgets, in order, cached per list. Read it with `shallowEqual`: an edit
 * inside a widget gives a new list with the same keys, so a list drawn by keys (each item
 * reading its own widget with `selectWidget`) does not re-render for it.
 */
export function widgetKeys(list: readonly Widget[]): readonly string[] {
  let keys = keysCache.get(list);
  if (!keys) {
    keys = list.map((widget) => widget.key);
    keysCache.set(list, keys);
  }
  return keys;
}

/** The keys of the form's own list (see `widgetKeys`). */
export const selectRootKeys = (state: DesignerRootLike): readonly string[] =>
  widgetKeys(state.designer.definition.list);

/** The selected widget, or undefined when nothing (or a key no longer present) is selected. */
export const selectSelectedWidget = (state: DesignerRootLike): Widget | undefined => {
  const key = state.designer.selected;
  return key === null ? undefined : widgetIndex(state.designer.definition.list).get(key)?.widget;
};

function perKey<T>(make: (key: string) => (state: DesignerRootLike) => T) {
  const cache = new Map<string, (state: DesignerRootLike) => T>();
  return (key: string) => {
    let selector = cache.get(key);
    if (!selector) {
      selector = make(key);
      cache.set(key, selector);
    }
    return selector;
  };
}

/** `selectWidget(key)`: the widget with that key anywhere in the tree, or undefined. */
export const selectWidget = perKey(
  (key) => (state) => widgetIndex(state.designer.definition.list).get(key)?.widget,
);

/** `selectIsSelected(key)`: whether that widget is the selected one. */
export const selectIsSelected = perKey((key) => (state) => state.designer.selected === key);

/** `selectWidgetParentKey(key)`: the key of the container holding it (null at the root). */
export const selectWidgetParentKey = perKey(
  (key) => (state) => widgetIndex(state.designer.definition.list).get(key)?.parentKey ?? null,
);

/** `selectWidgetExists(key)`: whether a widget with that key is in the form. */
export const selectWidgetExists = perKey(
  (key) => (state) => widgetIndex(state.designer.definition.list).has(key),
);

/**
 * The location of a widget (container, slot, index, depth). A new object after every change of
 * the list, so read its fields in a selector rather than subscribing to the object itself.
 */
export function selectWidgetLocation(
  state: DesignerRootLike,
  key: string,
): WidgetLocation | undefined {
  return widgetIndex(state.designer.definition.list).get(key);
}
