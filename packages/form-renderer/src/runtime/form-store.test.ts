import { describe, expect, it, vi } from 'vitest';
import { cellPath, channelOf, createFormStore } from './form-store';

describe('form store', () => {
  it('reads and writes field values', () => {
    const store = createFormStore({ name: 'Ada', age: 36 });
    store.setValue('name', 'Grace');
    expect(store.getValue('name')).toBe('Grace');
    expect(store.getValues()).toEqual({ name: 'Grace', age: 36 });
  });

  it('notifies only the listeners of the changed field, and the whole-form listeners', () => {
    const store = createFormStore({ name: '', age: 0 });
    const onName = vi.fn();
    const onAge = vi.fn();
    const onForm = vi.fn();
    store.subscribeField('name', onName);
    store.subscribeField('age', onAge);
    store.subscribe(onForm);
    store.setValue('name', 'Ada');
    expect(onName).toHaveBeenCalledTimes(1);
    expect(onAge).not.toHaveBeenCalled();
    expect(onForm).toHaveBeenCalledTimes(1);
  });

  it('never changes a model it handed out, while changes between reads copy nothing', () => {
    const start = { name: 'Ada', age: 36 };
    const store = createFormStore(start);
    store.setValue('name', 'Grace');
    const first = store.getValues();
    store.setValue('name', 'Hopper');
    store.setValue('age', 85);
    const live = store.peekValues();
    store.setValue('age', 86);
    // Unread changes write into the same object; a model once returned keeps its content.
    expect(store.peekValues()).toBe(live);
    expect(start).toEqual({ name: 'Ada', age: 36 });
    expect(first).toEqual({ name: 'Grace', age: 36 });
    const second = store.getValues();
    expect(second).toEqual({ name: 'Hopper', age: 86 });
    store.reset();
    expect(store.getValues()).toBe(store.getInitial());
    store.setValue('age', 1);
    expect(second).toEqual({ name: 'Hopper', age: 86 });
    expect(store.getInitial()).toEqual({ name: 'Ada', age: 36 });
  });

  it('ignores a value equal to the current one', () => {
    const store = createFormStore({ name: 'Ada' });
    const before = store.getValues();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setValue('name', 'Ada');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getValues()).toBe(before);
  });

  it('keeps unchanged values and never mutates the initial data', () => {
    const initial = { list: [1, 2], name: 'x' };
    const store = createFormStore(initial);
    store.setValues({ name: 'y' });
    expect(store.getValue('list')).toBe(initial.list);
    expect(initial.name).toBe('x');
  });

  it('resets to the initial data and notifies the fields that change back', () => {
    const store = createFormStore({ a: 1, b: 2 });
    store.setValues({ a: 5 });
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribeField('a', onA);
    store.subscribeField('b', onB);
    store.reset();
    expect(store.getValues()).toEqual({ a: 1, b: 2 });
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createFormStore({ a: 1 });
    const listener = vi.fn();
    const off = store.subscribeField('a', listener);
    off();
    store.setValue('a', 2);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps errors by path and notifies the channel of the path', () => {
    const store = createFormStore({ name: '', rows: [] });
    const onName = vi.fn();
    const onRows = vi.fn();
    store.subscribeField('name', onName);
    store.subscribeField('rows', onRows);
    store.setError('name', 'required');
    store.setError(cellPath('rows', 1, 'qty'), 'too big');
    expect(store.getField('name').error).toBe('required');
    expect(store.getCell('rows', 1, 'qty').error).toBe('too big');
    expect(onName).toHaveBeenCalledTimes(1);
    expect(onRows).toHaveBeenCalledTimes(1);
    store.setErrors(new Map([['name', 'required']]));
    expect(onRows).toHaveBeenCalledTimes(2);
    expect(onName).toHaveBeenCalledTimes(1);
    store.clearErrors();
    expect(store.getError('name')).toBeUndefined();
  });

  it('names the channel of a cell path', () => {
    expect(channelOf('rows[3].qty')).toBe('rows');
    expect(channelOf('name')).toBe('name');
    expect(channelOf('a.b')).toBe('a.b');
  });

  it('keeps visibility, disabled flags, class names, options and choices per model', () => {
    const store = createFormStore({ a: 1 }, { hidden: ['b'] });
    expect(store.getField('b').hidden).toBe(true);
    store.setHidden(['b'], false);
    store.setDisabled(['a'], true);
    store.addClassName(['a'], 'x y');
    store.addClassName(['a'], 'y');
    store.removeClassName(['a'], 'x');
    store.setOptions('a', { placeholder: 'p' });
    store.setOptions('a', { clearable: true });
    store.setChoices('a', { items: [{ value: 1, label: 'One' }], loading: false, error: null });
    const field = store.getField('a');
    expect(field).toMatchObject({ value: 1, hidden: false, disabled: true, classNames: ['y'] });
    expect(field.options).toEqual({ placeholder: 'p', clearable: true });
    expect(field.choices?.items).toHaveLength(1);
    expect(store.getField('b').hidden).toBe(false);
  });

  it('gives the same snapshot until something of that model changes', () => {
    const store = createFormStore({ a: 1, b: 2 });
    const a = store.getField('a');
    const meta = store.getMeta('a');
    store.setValue('b', 3);
    expect(store.getField('a')).toBe(a);
    store.setValue('a', 5);
    expect(store.getField('a')).not.toBe(a);
    expect(store.getMeta('a')).toBe(meta);
    store.setHidden(['a'], true);
    expect(store.getMeta('a')).not.toBe(meta);
  });

  it('keeps row keys stable while only cells change', () => {
    const store = createFormStore({ rows: [{ __key: 'r1', v: 1 }] });
    const keys = store.getRowKeys('rows');
    store.setValue('rows', [{ __key: 'r1', v: 2 }]);
    expect(store.getRowKeys('rows')).toBe(keys);
    store.setValue('rows', [
      { __key: 'r1', v: 2 },
      { __key: 'r2', v: 0 },
    ]);
    expect(store.getRowKeys('rows')).toEqual(['r1', 'r2']);
  });

  it('starts over on rebuild', () => {
    const store = createFormStore({ a: 1 });
    const listener = vi.fn();
    store.subscribeField('a', listener);
    store.setError('a', 'bad');
    store.setDisabled(['a'], true);
    store.rebuild({ a: 2 }, ['a']);
    expect(store.getField('a')).toMatchObject({
      value: 2,
      error: undefined,
      disabled: false,
      hidden: true,
    });
    expect(listener).toHaveBeenCalled();
    store.setValue('a', 3);
    store.reset();
    expect(store.getValue('a')).toBe(2);
  });
});
