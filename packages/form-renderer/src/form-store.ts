import type { FormModel } from '@org/form-schema';

type Listener = () => void;

/**
 * The state of one rendered form, kept outside React. Each field subscribes to its own model
 * name, so a change to one field notifies that field's listeners only (plus whole-form
 * listeners), whatever the size of the form.
 */
export interface FormStore {
  /** The current form data. A new object after every change; unchanged fields keep their values. */
  getValues(): FormModel;
  getValue(model: string): unknown;
  /** Sets one field. Setting the value it already has notifies nobody. */
  setValue(model: string, value: unknown): void;
  /** Sets several fields at once (one notification per changed field). */
  setValues(values: FormModel): void;
  /** Restores the data the store was created with. */
  reset(): void;
  /** Listens to every change of the form data. */
  subscribe(listener: Listener): () => void;
  /** Listens to changes of one field only. */
  subscribeField(model: string, listener: Listener): () => void;
}

export function createFormStore(initial: FormModel): FormStore {
  let values: FormModel = initial;
  const formListeners = new Set<Listener>();
  const fieldListeners = new Map<string, Set<Listener>>();

  const notify = (changed: Iterable<string>) => {
    for (const model of changed) {
      const listeners = fieldListeners.get(model);
      if (listeners) for (const listener of [...listeners]) listener();
    }
    for (const listener of [...formListeners]) listener();
  };

  const apply = (patch: FormModel) => {
    const changed: string[] = [];
    let next: FormModel | undefined;
    for (const [model, value] of Object.entries(patch)) {
      if (Object.is(values[model], value) && Object.prototype.hasOwnProperty.call(values, model)) {
        continue;
      }
      next ??= { ...values };
      next[model] = value;
      changed.push(model);
    }
    if (!next) return;
    values = next;
    notify(changed);
  };

  return {
    getValues: () => values,
    getValue: (model) => values[model],
    setValue: (model, value) => apply({ [model]: value }),
    setValues: apply,
    reset() {
      if (values === initial) return;
      const changed = new Set([...Object.keys(values), ...Object.keys(initial)]);
      const previous = values;
      values = initial;
      notify([...changed].filter((model) => !Object.is(previous[model], initial[model])));
    },
    subscribe(listener) {
      formListeners.add(listener);
      return () => formListeners.delete(listener);
    },
    subscribeField(model, listener) {
      let listeners = fieldListeners.get(model);
      if (!listeners) fieldListeners.set(model, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) fieldListeners.delete(model);
      };
    },
  };
}
