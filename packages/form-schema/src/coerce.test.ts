import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceInputValue, coerceModel, coercesToNumber } from './coerce';
import { DEFAULT_FORM_CONFIG } from './constants';
import type {
  DataType,
  FieldWidget,
  FormDefinition,
  InputWidget,
  TableWidget,
  Widget,
} from './types';

function input(model: string, dataType: DataType | '', dataTypeCheck = true): InputWidget {
  return {
    type: 'input',
    key: `key_${model}`,
    model,
    name: model,
    options: { dataBind: true, dataType, dataTypeCheck } as InputWidget['options'],
    rules: [],
  };
}

function table(model: string, columns: FieldWidget[]): TableWidget {
  return {
    type: 'table',
    key: `key_${model}`,
    model,
    name: model,
    options: { dataBind: true } as TableWidget['options'],
    tableColumns: columns,
  };
}

function definitionOf(list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

describe('coerceInputValue (a number input with type checking becomes numeric)', () => {
  it.each(['number', 'integer', 'float'] as const)(
    'an input with dataTypeCheck and dataType %s turns numeric text into a number',
    (dataType) => {
      expect(coerceInputValue(input('n', dataType), '12')).toBe(12);
      expect(coerceInputValue(input('n', dataType), '-1.5')).toBe(-1.5);
    },
  );

  it('numeric text is trimmed first and may use an exponent or a bare fraction', () => {
    const widget = input('n', 'number');
    expect(coerceInputValue(widget, '  42 ')).toBe(42);
    expect(coerceInputValue(widget, '2e3')).toBe(2000);
    expect(coerceInputValue(widget, '.5')).toBe(0.5);
    expect(coerceInputValue(widget, '+7')).toBe(7);
  });

  it('empty or whitespace-only text stays as it is', () => {
    const widget = input('n', 'number');
    expect(coerceInputValue(widget, '')).toBe('');
    expect(coerceInputValue(widget, '   ')).toBe('   ');
  });

  it('text that is not a decimal number stays as it is, so the type rule reports it', () => {
    const widget = input('n', 'integer');
    for (const text of ['12a', '0x10', 'Infinity', '1,000', '1e999', 'NaN', '1 2']) {
      expect(coerceInputValue(widget, text), text).toBe(text);
    }
  });

  it('a decimal text for an integer field becomes a number for the integer rule to judge', () => {
    expect(coerceInputValue(input('n', 'integer'), '1.5')).toBe(1.5);
  });

  it('non-text values stay as they are', () => {
    const widget = input('n', 'number');
    const list = ['1'];
    expect(coerceInputValue(widget, 3)).toBe(3);
    expect(coerceInputValue(widget, null)).toBe(null);
    expect(coerceInputValue(widget, list)).toBe(list);
  });

  it('without dataTypeCheck, or with a non-numeric dataType, nothing is coerced', () => {
    expect(coerceInputValue(input('n', 'number', false), '1')).toBe('1');
    expect(coerceInputValue(input('n', 'string'), '1')).toBe('1');
    expect(coerceInputValue(input('n', ''), '1')).toBe('1');
  });

  it('widgets other than input are never coerced', () => {
    const textarea = { ...input('t', 'number'), type: 'textarea' } as unknown as Widget;
    expect(coercesToNumber(textarea)).toBe(false);
    expect(coerceInputValue(textarea, '1')).toBe('1');
  });

  it('property: the text of any finite number coerces back to that number', () => {
    const widget = input('n', 'float');
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(coerceInputValue(widget, String(n))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('coerceModel (coercion of every numeric input of a definition)', () => {
  const definition = definitionOf([
    input('age', 'integer'),
    input('name', 'string'),
    table('rows', [input('qty', 'number'), input('note', '')]),
  ]);

  it('coerces top-level fields and sub-table cells', () => {
    const model = {
      age: '30',
      name: '30',
      rows: [
        { qty: '2', note: '2' },
        { qty: 'x', note: 'y' },
      ],
    };
    expect(coerceModel(definition, model)).toEqual({
      age: 30,
      name: '30',
      rows: [
        { qty: 2, note: '2' },
        { qty: 'x', note: 'y' },
      ],
    });
    expect(model.age).toBe('30');
    expect(model.rows[0]?.qty).toBe('2');
  });

  it('returns the same model when nothing changes', () => {
    const model = { age: 30, name: 'x', rows: [{ qty: 1 }], extra: '5' };
    expect(coerceModel(definition, model)).toBe(model);
  });

  it('copies only the rows that change and keeps the others', () => {
    const unchanged = { qty: 1 };
    const model = { age: 1, rows: [unchanged, { qty: '2' }] };
    const next = coerceModel(definition, model);
    const rows = next.rows as unknown[];
    expect(rows[0]).toBe(unchanged);
    expect(rows[1]).toEqual({ qty: 2 });
  });

  it('leaves missing fields, non-array tables and odd rows alone', () => {
    const model = { rows: 'not rows' };
    expect(coerceModel(definition, model)).toBe(model);
    const withOddRows = { rows: [null, 3, { qty: '4' }] };
    expect(coerceModel(definition, withOddRows)).toEqual({ rows: [null, 3, { qty: 4 }] });
    expect(Object.hasOwn(coerceModel(definition, {}), 'age')).toBe(false);
  });

  it('fields whose dataBind is off hold no data and are not coerced', () => {
    const unbound = input('free', 'number');
    unbound.options.dataBind = false;
    const model = { free: '1' };
    expect(coerceModel(definitionOf([unbound]), model)).toBe(model);
  });
});
