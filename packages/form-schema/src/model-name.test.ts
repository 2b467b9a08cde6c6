import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { FormOperationError } from './errors';
import { createIdSource } from './ids';
import { changeWidgetModel, checkModelName } from './model-name';
import { allWidgets, findWidget } from './tree';
import type { FormDefinition, GridWidget, TableWidget } from './types';

let n = 0;
const ids = createIdSource({
  now: () => 1_700_000_000_000 + ++n,
  key: () => `k${++n}`.padEnd(8, '0'),
});

function form(): FormDefinition {
  const input = { ...createWidget('input', { ids }), key: 'in', model: 'name' };
  const grid = createWidget('grid', { ids }) as GridWidget;
  const nested = { ...createWidget('number', { ids }), key: 'nu', model: 'age' };
  const col = grid.columns[0]!;
  const table = { ...createWidget('table', { ids }), key: 'tb', model: 'rows' } as TableWidget;
  const column = { ...createWidget('input', { ids }), key: 'tc', model: 'cell' };
  const text = { ...createWidget('text', { ids }), key: 'tx', model: 'label' };
  return {
    list: [
      input,
      { ...grid, columns: [{ ...col, list: [nested] }, ...grid.columns.slice(1)] },
      { ...table, tableColumns: [column] },
      text,
    ],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

describe('checkModelName', () => {
  it('refuses an empty name, spaces and dots', () => {
    const def = form();
    expect(checkModelName(def, 'in', '')?.code).toBe('EMPTY');
    expect(checkModelName(def, 'in', 'first name')?.code).toBe('INVALID');
    expect(checkModelName(def, 'in', 'a.b')?.code).toBe('INVALID');
  });

  it('refuses a model used by another data-bound widget, at any depth', () => {
    const def = form();
    expect(checkModelName(def, 'in', 'age')).toMatchObject({ code: 'DUPLICATE', other: 'nu' });
    expect(checkModelName(def, 'nu', 'cell')).toMatchObject({ code: 'DUPLICATE', other: 'tc' });
    expect(checkModelName(def, 'in', 'age')?.message).toContain('"age"');
  });

  it('accepts the widget own model and models of widgets that hold no data', () => {
    const def = form();
    expect(checkModelName(def, 'in', 'name')).toBeNull();
    expect(checkModelName(def, 'in', 'label')).toBeNull();
  });

  it('accepts a name exactly when no other data-bound widget has it', () => {
    const def = form();
    const used = new Set(
      allWidgets(def.list)
        .filter((w) => w.key !== 'in' && w.key !== 'tx')
        .map((w) => w.model),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z_]{1,6}$/), (model) => {
        const issue = checkModelName(def, 'in', model);
        expect(issue === null).toBe(!used.has(model));
      }),
    );
  });
});

describe('changeWidgetModel', () => {
  it('renames and keeps untouched subtrees', () => {
    const def = form();
    const next = changeWidgetModel(def, 'nu', 'years');
    expect(findWidget(next, 'nu')?.widget.model).toBe('years');
    expect(next.list[0]).toBe(def.list[0]);
  });

  it('throws with the reason and leaves the definition as it was', () => {
    const def = form();
    expect(() => changeWidgetModel(def, 'in', 'age')).toThrow(FormOperationError);
    expect(() => changeWidgetModel(def, 'in', 'age')).toThrow(/already used/);
    expect(() => changeWidgetModel(def, 'zz', 'x')).toThrow(/No widget/);
  });

  it('returns the same definition when the model is unchanged', () => {
    const def = form();
    expect(changeWidgetModel(def, 'in', 'name')).toBe(def);
  });
});
