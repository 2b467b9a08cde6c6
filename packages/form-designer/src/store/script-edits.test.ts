import {
  createDataSource,
  createEventScript,
  createWidget,
  type FormDefinition,
} from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { designerActions } from './designer-slice';
import { createDesignerStore } from './designer-store';
import { scriptActions } from './script-edits';

function formWith(): FormDefinition {
  const input = createWidget('input');
  const table = createWidget('table');
  return {
    list: [input, table],
    config: { ...createDesignerStore().getState().designer.definition.config },
  };
}

describe('script edits', () => {
  it('saves data sources and scripts as one undo step each', () => {
    const store = createDesignerStore(formWith());
    const source = { ...createDataSource([]), url: '/api' };
    store.dispatch(scriptActions.dataSourcesSaved([source]));
    expect(store.getState().designer.definition.config.dataSource).toEqual([source]);
    const script = createEventScript([]);
    store.dispatch(scriptActions.eventScriptsSaved([script]));
    expect(store.getState().designer.definition.config.eventScript).toEqual([script]);
    store.dispatch(designerActions.undone());
    expect(store.getState().designer.definition.config.eventScript).toBeUndefined();
    expect(store.getState().designer.definition.config.dataSource).toEqual([source]);
  });

  it('binds and unbinds a widget event', () => {
    const definition = formWith();
    const key = definition.list[0]!.key;
    const store = createDesignerStore(definition);
    store.dispatch(
      scriptActions.widgetEventBound({ widgetKey: key, eventName: 'onChange', script: 'check' }),
    );
    expect(store.getState().designer.definition.list[0]?.events).toEqual({ onChange: 'check' });
    store.dispatch(
      scriptActions.widgetEventBound({ widgetKey: key, eventName: 'onChange', script: '' }),
    );
    expect(store.getState().designer.definition.list[0]?.events).toEqual({});
  });

  it('stores a sub-table default and refuses an unknown widget with a notice', () => {
    const definition = formWith();
    const key = definition.list[1]!.key;
    const store = createDesignerStore(definition);
    store.dispatch(scriptActions.tableDefaultValueSaved({ widgetKey: key, rows: [{ a: 1 }] }));
    expect(store.getState().designer.definition.list[1]?.options).toMatchObject({
      defaultValue: [{ a: 1 }],
    });
    store.dispatch(scriptActions.tableDefaultValueSaved({ widgetKey: 'nope', rows: [] }));
    expect(store.getState().designer.notice?.code).toBe('NOT_FOUND');
  });
});
