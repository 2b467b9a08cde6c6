import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFormStore, type FormStore } from '../runtime/form-store';
import { useCellSnapshot, useFieldSnapshot, useMetaSnapshot, useRowKeys } from './store-hooks';

const renders: Record<string, number> = {};
const bump = (name: string) => {
  renders[name] = (renders[name] ?? 0) + 1;
};

function Field({ store, model }: { store: FormStore; model: string }) {
  const { value } = useFieldSnapshot(store, model);
  bump(model);
  return <output aria-label={model}>{String(value)}</output>;
}

function Cell({ store, row }: { store: FormStore; row: number }) {
  const cell = useCellSnapshot(store, 'rows', row, 'name');
  bump(`cell${row}`);
  return <output aria-label={`cell ${row}`}>{String(cell.value)}</output>;
}

function Rows({ store }: { store: FormStore }) {
  const keys = useRowKeys(store, 'rows');
  const meta = useMetaSnapshot(store, 'rows');
  bump('rows');
  return (
    <div aria-label="rows" data-hidden={meta.hidden}>
      {keys.map((key, row) => (
        <Cell key={key} store={store} row={row} />
      ))}
    </div>
  );
}

describe('store hooks', () => {
  it('re-render the field that changed and no other', () => {
    const store = createFormStore({ first: 'a', second: 'b' });
    render(
      <>
        <Field store={store} model="first" />
        <Field store={store} model="second" />
      </>,
    );
    const before = { ...renders };
    act(() => store.setValue('first', 'changed'));
    expect(screen.getByLabelText('first')).toHaveTextContent('changed');
    expect(renders.first).toBe((before.first ?? 0) + 1);
    expect(renders.second).toBe(before.second);
  });

  it('re-render one cell when a cell changes, and the rows only when rows come or go', () => {
    const store = createFormStore({
      rows: [
        { __key: 'r1', name: 'a' },
        { __key: 'r2', name: 'b' },
      ],
    });
    render(<Rows store={store} />);
    const before = { ...renders };
    act(() =>
      store.setValue('rows', [
        { __key: 'r1', name: 'a' },
        { __key: 'r2', name: 'bee' },
      ]),
    );
    expect(screen.getByLabelText('cell 1')).toHaveTextContent('bee');
    expect(renders.rows).toBe(before.rows);
    expect(renders.cell0).toBe(before.cell0);
    expect(renders.cell1).toBe((before.cell1 ?? 0) + 1);
    act(() => store.setValue('rows', [{ __key: 'r1', name: 'a' }]));
    expect(renders.rows).toBe((before.rows ?? 0) + 1);
    expect(screen.queryByLabelText('cell 1')).not.toBeInTheDocument();
  });
});
