import { findWidget } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { everyWidgetForm } from '../panels/test-forms';
import { designerActions } from './designer-slice';
import { createDesignerStore, type DesignerStore } from './designer-store';
import { propertyActions } from './property-edits';

const widget = (store: DesignerStore, key: string) =>
  findWidget(store.getState().designer.definition, key)!.widget;
const steps = (store: DesignerStore) => store.getState().designer.history.entries.length;

describe('property edits', () => {
  it('applies the option-change rules and records one step per change', () => {
    const store = createDesignerStore(everyWidgetForm());
    store.dispatch(
      propertyActions.optionsChanged({ key: 'select', patch: { defaultValue: 'Option 1' } }),
    );
    store.dispatch(propertyActions.optionsChanged({ key: 'select', patch: { multiple: true } }));
    expect(widget(store, 'select').options).toMatchObject({ defaultValue: ['Option 1'] });
    expect(steps(store)).toBe(3);
    store.dispatch(propertyActions.optionsChanged({ key: 'input', patch: { required: true } }));
    expect(widget(store, 'input').rules).toEqual([{ required: true, message: 'required' }]);
  });

  it('squashes edits of one field until the field is left', () => {
    const store = createDesignerStore(everyWidgetForm());
    for (const name of ['N', 'Na', 'Name']) {
      store.dispatch(propertyActions.labelChanged({ key: 'input', name, field: 'name' }));
    }
    expect(steps(store)).toBe(2);
    store.dispatch(propertyActions.fieldLeft());
    store.dispatch(propertyActions.labelChanged({ key: 'input', name: 'Names', field: 'name' }));
    expect(steps(store)).toBe(3);
    store.dispatch(propertyActions.labelChanged({ key: 'number', name: 'Age', field: 'name' }));
    expect(steps(store)).toBe(4);
    store.dispatch(designerActions.undone());
    store.dispatch(designerActions.undone());
    expect(widget(store, 'input').name).toBe('Name');
  });

  it('refuses a duplicate model with a notice and leaves the form unchanged', () => {
    const store = createDesignerStore(everyWidgetForm());
    const before = store.getState().designer.definition;
    store.dispatch(propertyActions.modelChanged({ key: 'input', model: 'number_1' }));
    expect(store.getState().designer.definition).toBe(before);
    expect(store.getState().designer.notice).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'The field name "number_1" is already used by another field',
    });
    store.dispatch(propertyActions.modelChanged({ key: 'input', model: 'fullName' }));
    expect(widget(store, 'input').model).toBe('fullName');
    expect(store.getState().designer.notice).toBeNull();
  });

  it('keeps layout consistent when the label position changes', () => {
    const store = createDesignerStore(everyWidgetForm());
    store.dispatch(propertyActions.configChanged({ patch: { labelPosition: 'top' } }));
    expect(store.getState().designer.definition.config).toMatchObject({
      layout: 'vertical',
      labelCol: 0,
    });
  });

  it('records nothing for an edit that changes nothing, and keeps the selection', () => {
    const store = createDesignerStore(everyWidgetForm());
    store.dispatch(designerActions.widgetSelected('rate'));
    store.dispatch(propertyActions.optionsChanged({ key: 'rate', patch: { max: 5 } }));
    store.dispatch(propertyActions.novalidChanged({ key: 'rate', novalid: false }));
    expect(steps(store)).toBe(1);
    store.dispatch(propertyActions.novalidChanged({ key: 'rate', novalid: true }));
    expect(steps(store)).toBe(2);
    expect(store.getState().designer.selected).toBe('rate');
  });
});
