import { DEFAULT_FORM_CONFIG, createWidget } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { designerActions as actions } from './designer-slice';
import { createDesignerStore } from './designer-store';

describe('designer slice: replacing the form', () => {
  it('starts a new history and keeps a selection that is still in the form', () => {
    const input = createWidget('input');
    const store = createDesignerStore({ list: [input], config: { ...DEFAULT_FORM_CONFIG } });
    store.dispatch(actions.widgetAdded({ type: 'rate' }));
    store.dispatch(actions.widgetSelected(input.key));
    store.dispatch(actions.platformChanged('mobile'));
    const next = { list: [input, createWidget('date')], config: { ...DEFAULT_FORM_CONFIG } };
    store.dispatch(actions.definitionReset(next));
    const state = store.getState().designer;
    expect(state.definition).toBe(next);
    expect(state.selected).toBe(input.key);
    expect(state.history.entries).toHaveLength(1);
    expect(state.platform).toBe('mobile');
    store.dispatch(actions.undone());
    expect(store.getState().designer.definition).toBe(next);
  });

  it('drops a selection that is gone', () => {
    const store = createDesignerStore();
    store.dispatch(actions.widgetAdded({ type: 'input' }));
    store.dispatch(actions.definitionReset({ list: [], config: { ...DEFAULT_FORM_CONFIG } }));
    expect(store.getState().designer.selected).toBeNull();
  });
});
