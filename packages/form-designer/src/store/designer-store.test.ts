import { DEFAULT_FORM_CONFIG, DROP_REFUSED_MESSAGE, createWidget } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { designerActions as actions } from './designer-slice';
import { createDesignerStore } from './designer-store';

const emptyForm = () => ({ list: [], config: { ...DEFAULT_FORM_CONFIG } });

describe('designer store', () => {
  it('adds widgets after the selection and selects the new one', () => {
    const store = createDesignerStore(emptyForm());
    store.dispatch(actions.widgetAdded({ type: 'input' }));
    store.dispatch(actions.widgetAdded({ type: 'date' }));
    const first = store.getState().designer.definition.list[0]!.key;
    store.dispatch(actions.widgetSelected(first));
    store.dispatch(actions.widgetAdded({ type: 'number' }));
    const { definition, selected } = store.getState().designer;
    expect(definition.list.map((w) => w.type)).toEqual(['input', 'number', 'date']);
    expect(selected).toBe(definition.list[1]!.key);
  });

  it('undoes and redoes edits with the selection they had', () => {
    const store = createDesignerStore(emptyForm());
    store.dispatch(actions.widgetAdded({ type: 'input' }));
    store.dispatch(actions.widgetAdded({ type: 'select' }));
    const [input, select] = store.getState().designer.definition.list;
    store.dispatch(actions.widgetDeleted(select!.key));
    expect(store.getState().designer.selected).toBe(input!.key);
    store.dispatch(actions.undone());
    expect(store.getState().designer.definition.list).toHaveLength(2);
    expect(store.getState().designer.selected).toBe(select!.key);
    store.dispatch(actions.redone());
    expect(store.getState().designer.definition.list).toHaveLength(1);
  });

  it('keeps untouched widgets identical across edits (structural sharing)', () => {
    const store = createDesignerStore(emptyForm());
    store.dispatch(actions.widgetAdded({ type: 'input' }));
    const before = store.getState().designer.definition.list[0];
    store.dispatch(actions.widgetAdded({ type: 'rate' }));
    expect(store.getState().designer.definition.list[0]).toBe(before);
  });

  it('turns a refused drop into a notice and changes nothing', () => {
    const table = createWidget('table');
    const store = createDesignerStore({ list: [table], config: { ...DEFAULT_FORM_CONFIG } });
    const before = store.getState().designer.definition;
    store.dispatch(actions.widgetAdded({ type: 'grid', target: { list: { parent: table.key } } }));
    expect(store.getState().designer.definition).toBe(before);
    expect(store.getState().designer.notice).toEqual({
      code: 'DROP_REFUSED',
      message: DROP_REFUSED_MESSAGE,
    });
  });

  it('imports a definition selecting its first widget, and clears the form undoably', () => {
    const store = createDesignerStore(emptyForm());
    const imported = {
      list: [createWidget('switch'), createWidget('slider')],
      config: { ...DEFAULT_FORM_CONFIG },
    };
    store.dispatch(actions.definitionImported(imported));
    expect(store.getState().designer.selected).toBe(imported.list[0]!.key);
    store.dispatch(actions.formCleared());
    expect(store.getState().designer.definition.list).toEqual([]);
    store.dispatch(actions.undone());
    expect(store.getState().designer.definition).toBe(imported);
  });
});
