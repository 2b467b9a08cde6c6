import { DEFAULT_FORM_CONFIG, createWidget, type GridWidget } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { designerActions as actions } from './designer-slice';
import { createDesignerStore } from './designer-store';
import {
  selectCanRedo,
  selectCanUndo,
  selectIsSelected,
  selectSelectedWidget,
  selectWidget,
  selectWidgetLocation,
  selectWidgetParentKey,
} from './selectors';

function gridForm() {
  const grid = createWidget('grid') as GridWidget;
  const input = createWidget('input');
  const inner = {
    ...grid,
    columns: [{ ...grid.columns[0]!, list: [input] }, ...grid.columns.slice(1)],
  };
  return { definition: { list: [inner], config: { ...DEFAULT_FORM_CONFIG } }, grid: inner, input };
}

describe('designer selectors', () => {
  it('find a nested widget by key and where it sits', () => {
    const { definition, grid, input } = gridForm();
    const state = createDesignerStore(definition).getState();
    expect(selectWidget(input.key)(state)).toBe(input);
    expect(selectWidgetParentKey(input.key)(state)).toBe(grid.columns[0]!.key);
    expect(selectWidgetLocation(state, input.key)).toMatchObject({ slot: 0, index: 0, depth: 2 });
    expect(selectWidget('missing')(state)).toBeUndefined();
  });

  it('are created once per key', () => {
    expect(selectWidget('a')).toBe(selectWidget('a'));
    expect(selectIsSelected('a')).toBe(selectIsSelected('a'));
  });

  it('keep an untouched widget identical across edits of others', () => {
    const { definition, input } = gridForm();
    const store = createDesignerStore(definition);
    const before = selectWidget(input.key)(store.getState());
    store.dispatch(actions.widgetAdded({ type: 'rate' }));
    expect(selectWidget(input.key)(store.getState())).toBe(before);
  });

  it('follow the selection and the history', () => {
    const store = createDesignerStore();
    expect(selectCanUndo(store.getState())).toBe(false);
    store.dispatch(actions.widgetAdded({ type: 'input' }));
    const key = store.getState().designer.selected!;
    expect(selectIsSelected(key)(store.getState())).toBe(true);
    expect(selectSelectedWidget(store.getState())?.type).toBe('input');
    expect(selectCanUndo(store.getState())).toBe(true);
    store.dispatch(actions.undone());
    expect(selectCanRedo(store.getState())).toBe(true);
    expect(selectSelectedWidget(store.getState())).toBeUndefined();
  });
});
