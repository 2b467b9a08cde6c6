import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './form-store';

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
});
