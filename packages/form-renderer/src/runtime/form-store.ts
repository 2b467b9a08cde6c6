import type { FormModel } from '@org/form-schema';
import type { ChoicesState } from '../contract';

type Listener = () => void;

/**
 * The state of a model apart from its value, as one immutable snapshot per model. Containers
 * and sub-tables read it, so edits of the values inside them do not render them again.
 */
export interface FieldMeta {
  /** First validation message of the field (the model itself, not its sub-table cells). */
  error: string | undefined;
  /** Hidden at run time (`hide`), or by `options.hidden` at load. */
  hidden: boolean;
  /** Disabled at run time (`disable`); the definition's `options.disabled` is not included. */
  disabled: boolean;
  /** Class names added at run time (`addClassName`). */
  classNames: readonly string[];
  /** Options changed at run time (`setOptions`), merged over the widget's own. */
  options: Readonly<Record<string, unknown>> | undefined;
  /** Remote choices of the model, once loading has started. */
  choices: ChoicesState | undefined;
}

/**
 * What one field shows, as one immutable snapshot per model. A new snapshot is made only when
 * something of that model changes, so `useSyncExternalStore` re-renders that field alone.
 */
export interface FieldSnapshot extends FieldMeta {
  value: unknown;
}

/** What one sub-table cell shows. Hidden, disabled and choices belong to the column. */
export interface CellSnapshot {
  value: unknown;
  error: string | undefined;
}

/** Options of `createFormStore`. */
export interface FormStoreOptions {
  /** Models hidden at load (`options.hidden`). */
  hidden?: Iterable<string>;
}

/**
 * The state of one rendered form, kept outside React: values, errors, visibility, disabled
 * flags, class names, option overrides and remote choices. Everything is keyed by a
 * _channel_: the model of a field, sub-table or container (errors of sub-table cells belong
 * to their table's channel, the choices of a sub-table column to `table.column`). A change
 * notifies the listeners of its channel only, plus whole-form listeners.
 */
export interface FormStore {
  /**
   * The current form data: an object that never changes afterwards (a later change makes a
   * new one, in which unchanged fields keep their values).
   */
  getValues(): FormModel;
  /**
   * The whole model as it is now, to read at once and not keep: later changes may write into
   * it. Costs nothing, where `getValues` after a change costs a copy of the model.
   */
  peekValues(): FormModel;
  getValue(model: string): unknown;
  /** Sets one field. Setting the value it already has notifies nobody. */
  setValue(model: string, value: unknown): void;
  /** Sets several fields at once (one notification per changed field). */
  setValues(values: FormModel): void;
  /** Restores the data the store was created with (or last given to `setInitial`). */
  reset(): void;
  /** The data `reset` restores. */
  getInitial(): FormModel;
  /**
   * Starts over (refresh): new data, which `reset` restores from now on, the given hidden
   * models, and no errors, disabled fields, class names, option overrides or choices.
   */
  rebuild(values: FormModel, hidden: Iterable<string>): void;

  /** Messages keyed by path: a model, or `table[row].column` for a sub-table cell. */
  getError(path: string): string | undefined;
  /** Replaces every error (validation of the whole form). */
  setErrors(errors: ReadonlyMap<string, string>): void;
  /** Sets or clears (undefined) the error of one path. */
  setError(path: string, message: string | undefined): void;
  /** Clears the errors of the given channels, or all errors. */
  clearErrors(models?: readonly string[]): void;

  isHidden(model: string): boolean;
  setHidden(models: readonly string[], hidden: boolean): void;
  isDisabled(model: string): boolean;
  setDisabled(models: readonly string[], disabled: boolean): void;
  getClassNames(model: string): readonly string[];
  addClassName(models: readonly string[], className: string): void;
  removeClassName(models: readonly string[], className: string): void;
  getOptions(model: string): Readonly<Record<string, unknown>> | undefined;
  /** Merges options over the widget's own (later calls merge over earlier ones). */
  setOptions(model: string, options: Readonly<Record<string, unknown>>): void;
  getChoices(key: string): ChoicesState | undefined;
  setChoices(key: string, choices: ChoicesState): void;

  /** The snapshot of one model; the same object until something of that model changes. */
  getField(model: string): FieldSnapshot;
  /** The snapshot of a model without its value; the same object while only the value changes. */
  getMeta(model: string): FieldMeta;
  /** The snapshot of one sub-table cell; the same object while its value and error stay. */
  getCell(table: string, row: number, column: string): CellSnapshot;
  /** The row keys of a sub-table; the same array while rows are neither added nor removed. */
  getRowKeys(table: string): readonly string[];

  /** Listens to every change of the form data. */
  subscribe(listener: Listener): () => void;
  /** Listens to changes of one channel only. */
  subscribeField(model: string, listener: Listener): () => void;
}

const NO_CLASSES: readonly string[] = Object.freeze([]);

/** The path of a sub-table cell, as validation reports it. */
export function cellPath(table: string, row: number, column: string): string {
  return `${table}[${row}].${column}`;
}

/** The channel a path belongs to: the model itself, or the table of a cell path. */
const CELL_PATH = /^(.+)\[\d+\]\.[^[\]]+$/;

export function channelOf(path: string): string {
  const cell = CELL_PATH.exec(path);
  return cell?.[1] ?? path;
}

function rowKeyOf(row: unknown, index: number): string {
  if (typeof row === 'object' && row !== null) {
    const key = (row as Record<string, unknown>).__key;
    if (typeof key === 'string' && key !== '') return key;
  }
  return `#${index}`;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

export function createFormStore(start: FormModel, storeOptions: FormStoreOptions = {}): FormStore {
  let initial: FormModel = start;
  let values: FormModel = initial;
  // Whether `values` has been handed out (or is `initial`). A change copies it first only then,
  // so a run of keystrokes that nobody reads in between costs no copy of the whole model,
  // while every object `getValues` returned stays as it was.
  let shared = true;
  const errors = new Map<string, string>();
  const hidden = new Set<string>(storeOptions.hidden ?? []);
  const disabled = new Set<string>();
  const classNames = new Map<string, readonly string[]>();
  const options = new Map<string, Readonly<Record<string, unknown>>>();
  const choices = new Map<string, ChoicesState>();

  const formListeners = new Set<Listener>();
  const channelListeners = new Map<string, Set<Listener>>();
  const fieldCache = new Map<string, FieldSnapshot>();
  const metaCache = new Map<string, FieldMeta>();
  const cellCache = new Map<string, CellSnapshot>();
  const rowKeyCache = new Map<string, { rows: unknown; keys: readonly string[] }>();

  const notifyChannels = (changed: Iterable<string>, valuesChanged: boolean) => {
    const unique = new Set(changed);
    for (const channel of unique) {
      fieldCache.delete(channel);
      if (!valuesChanged) metaCache.delete(channel);
    }
    for (const channel of unique) {
      const listeners = channelListeners.get(channel);
      if (listeners) for (const listener of [...listeners]) listener();
    }
    if (valuesChanged) for (const listener of [...formListeners]) listener();
  };

  const apply = (patch: FormModel) => {
    const changed: string[] = [];
    for (const model of Object.keys(patch)) {
      const value = patch[model];
      if (Object.is(values[model], value) && Object.hasOwn(values, model)) continue;
      if (shared) {
        values = { ...values };
        shared = false;
      }
      values[model] = value;
      changed.push(model);
    }
    if (changed.length === 0) return;
    notifyChannels(changed, true);
  };

  const updateSet = (set: Set<string>, models: readonly string[], on: boolean) => {
    const changed = models.filter((model) => set.has(model) !== on);
    for (const model of changed) {
      if (on) set.add(model);
      else set.delete(model);
    }
    notifyChannels(changed, false);
  };

  const changeClasses = (
    models: readonly string[],
    change: (current: readonly string[]) => readonly string[],
  ) => {
    const changed: string[] = [];
    for (const model of models) {
      const current = classNames.get(model) ?? NO_CLASSES;
      const next = change(current);
      if (next === current) continue;
      classNames.set(model, next);
      changed.push(model);
    }
    notifyChannels(changed, false);
  };

  const splitClasses = (className: string) => className.split(/\s+/).filter(Boolean);

  function getMeta(model: string): FieldMeta {
    const cached = metaCache.get(model);
    if (cached) return cached;
    const meta: FieldMeta = {
      error: errors.get(model),
      hidden: hidden.has(model),
      disabled: disabled.has(model),
      classNames: classNames.get(model) ?? NO_CLASSES,
      options: options.get(model),
      choices: choices.get(model),
    };
    metaCache.set(model, meta);
    return meta;
  }

  return {
    getValues: () => {
      shared = true;
      return values;
    },
    peekValues: () => values,
    getValue: (model) => (Object.hasOwn(values, model) ? values[model] : undefined),
    setValue: (model, value) => apply({ [model]: value }),
    setValues: apply,
    reset() {
      if (values === initial) return;
      const previous = values;
      values = initial;
      shared = true;
      const models = new Set([...Object.keys(previous), ...Object.keys(initial)]);
      notifyChannels(
        [...models].filter((model) => !Object.is(previous[model], initial[model])),
        true,
      );
    },
    getInitial: () => initial,
    rebuild(next, nextHidden) {
      initial = next;
      values = next;
      shared = true;
      errors.clear();
      hidden.clear();
      for (const model of nextHidden) hidden.add(model);
      disabled.clear();
      classNames.clear();
      options.clear();
      choices.clear();
      cellCache.clear();
      metaCache.clear();
      notifyChannels([...channelListeners.keys()], true);
    },

    getError: (path) => errors.get(path),
    setErrors(next) {
      const changed: string[] = [];
      for (const [path, message] of errors) {
        if (next.get(path) !== message) changed.push(channelOf(path));
      }
      for (const [path, message] of next) {
        if (errors.get(path) !== message) changed.push(channelOf(path));
      }
      errors.clear();
      for (const [path, message] of next) errors.set(path, message);
      notifyChannels(changed, false);
    },
    setError(path, message) {
      if (errors.get(path) === message) return;
      if (message === undefined) errors.delete(path);
      else errors.set(path, message);
      notifyChannels([channelOf(path)], false);
    },
    clearErrors(models) {
      const channels = models ? new Set(models) : undefined;
      const changed: string[] = [];
      for (const path of [...errors.keys()]) {
        const channel = channelOf(path);
        if (channels && !channels.has(channel)) continue;
        errors.delete(path);
        changed.push(channel);
      }
      notifyChannels(changed, false);
    },

    isHidden: (model) => hidden.has(model),
    setHidden: (models, on) => updateSet(hidden, models, on),
    isDisabled: (model) => disabled.has(model),
    setDisabled: (models, on) => updateSet(disabled, models, on),
    getClassNames: (model) => classNames.get(model) ?? NO_CLASSES,
    addClassName(models, className) {
      const added = splitClasses(className);
      changeClasses(models, (current) => {
        const missing = added.filter((name) => !current.includes(name));
        return missing.length ? Object.freeze([...current, ...missing]) : current;
      });
    },
    removeClassName(models, className) {
      const removed = new Set(splitClasses(className));
      changeClasses(models, (current) => {
        const kept = current.filter((name) => !removed.has(name));
        return kept.length === current.length ? current : Object.freeze(kept);
      });
    },
    getOptions: (model) => options.get(model),
    setOptions(model, patch) {
      options.set(model, Object.freeze({ ...options.get(model), ...patch }));
      notifyChannels([model], false);
    },
    getChoices: (key) => choices.get(key),
    setChoices(key, next) {
      if (choices.get(key) === next) return;
      choices.set(key, next);
      notifyChannels([key], false);
    },

    getField(model) {
      const cached = fieldCache.get(model);
      if (cached) return cached;
      const snapshot: FieldSnapshot = {
        ...getMeta(model),
        value: Object.hasOwn(values, model) ? values[model] : undefined,
      };
      fieldCache.set(model, snapshot);
      return snapshot;
    },
    getMeta,
    getCell(table, row, column) {
      const path = cellPath(table, row, column);
      const rows = values[table];
      const record = Array.isArray(rows) ? (rows[row] as unknown) : undefined;
      const value =
        typeof record === 'object' && record !== null
          ? (record as Record<string, unknown>)[column]
          : undefined;
      const error = errors.get(path);
      const cached = cellCache.get(path);
      if (cached && Object.is(cached.value, value) && cached.error === error) return cached;
      const snapshot: CellSnapshot = { value, error };
      cellCache.set(path, snapshot);
      return snapshot;
    },
    getRowKeys(table) {
      const rows = values[table];
      const cached = rowKeyCache.get(table);
      if (cached && cached.rows === rows) return cached.keys;
      const keys = Array.isArray(rows) ? rows.map(rowKeyOf) : [];
      const stable = cached && sameList(cached.keys, keys) ? cached.keys : Object.freeze(keys);
      rowKeyCache.set(table, { rows, keys: stable });
      return stable;
    },

    subscribe(listener) {
      formListeners.add(listener);
      return () => {
        formListeners.delete(listener);
      };
    },
    subscribeField(model, listener) {
      let listeners = channelListeners.get(model);
      if (!listeners) channelListeners.set(model, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) channelListeners.delete(model);
      };
    },
  };
}
