import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { form, inputsForm, renderCounts, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from './FormRenderer';

const FIELDS = 600;

function totalRenders(): number {
  let total = 0;
  for (const count of renderCounts.values()) total += count;
  return total;
}

describe('field-level rendering', () => {
  it(`renders only the edited field when typing in a form of ${FIELDS} fields`, () => {
    const definition = inputsForm(FIELDS);
    const onChange = (_field: string, _value: unknown) => undefined;
    render(<FormRenderer definition={definition} widgets={testWidgets} onChange={onChange} />);
    const target = screen.getByRole('textbox', { name: 'Field 321' });
    renderCounts.clear();
    fireEvent.change(target, { target: { value: 'a' } });
    fireEvent.change(target, { target: { value: 'ab' } });
    expect([...renderCounts.keys()]).toEqual([target.id]);
    expect(renderCounts.get(target.id)).toBe(2);
    expect(target).toHaveValue('ab');
  });

  it('renders nothing else when the host re-renders with new callbacks and object literals', () => {
    const definition = inputsForm(50);
    const host = () => (
      <FormRenderer
        definition={definition}
        widgets={{ ...testWidgets }}
        onChange={() => undefined}
        remote={{}}
        slots={{}}
        services={{ notify: () => undefined }}
        messages={{ 'en-US': { 'table.add': 'Add a row' } }}
        onFieldChange={{ field_1: () => undefined }}
      />
    );
    const { rerender } = render(host());
    renderCounts.clear();
    rerender(host());
    expect(totalRenders()).toBe(0);
  });

  it('renders only the changed cell of a sub-table', async () => {
    const table = widget(
      'table',
      'items',
      'Items',
      {},
      {
        tableColumns: [widget('input', 'product', 'Product'), widget('input', 'amount', 'Amount')],
      },
    );
    const definition = form([table, widget('input', 'note', 'Note')]);
    const ref = createRef<FormRendererHandle>();
    render(<FormRenderer definition={definition} widgets={testWidgets} ref={ref} />);
    act(() =>
      ref.current?.setData({ items: [{ product: 'a' }, { product: 'b' }, { product: 'c' }] }),
    );
    const cell = await screen.findByRole('textbox', { name: 'Product, row 2' });
    renderCounts.clear();
    fireEvent.change(cell, { target: { value: 'bee' } });
    // The rows arrived with the lazy layout, in a commit outside act(): each cell subscribes to
    // the store in an effect that may not have run yet (on a loaded machine it did not). A cell
    // subscribing late compares its value then and renders once, so wait for that render.
    await waitFor(() => expect([...renderCounts.keys()]).toEqual([cell.id]));
    expect(ref.current?.getValue('items')).toMatchObject([
      { product: 'a' },
      { product: 'bee' },
      { product: 'c' },
    ]);
  });
});
