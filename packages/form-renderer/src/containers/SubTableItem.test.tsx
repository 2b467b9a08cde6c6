import type { TableWidget } from '@org/form-schema';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';

function items(options: Record<string, unknown> = {}): TableWidget {
  return widget('table', 'items', 'Items', options, {
    tableColumns: [
      widget(
        'input',
        'product',
        'Product',
        { required: true, width: '240px' },
        { rules: [{ required: true, message: 'Product needed' }] },
      ),
      widget(
        'input',
        'qty',
        'Quantity',
        { dataType: 'integer', dataTypeCheck: true, defaultValue: '1', width: '' },
        {
          rules: [{ type: 'integer', message: 'Whole numbers only' }],
        },
      ),
    ],
  });
}

/** Renders the form and waits for the sub-table layout, which loads on first use. */
async function setup(
  props: { platform?: 'pc' | 'mobile'; options?: Record<string, unknown>; edit?: boolean } = {},
) {
  const ref = createRef<FormRendererHandle>();
  const onChange = vi.fn();
  render(
    <FormRenderer
      definition={form([items(props.options)])}
      widgets={testWidgets}
      platform={props.platform}
      edit={props.edit}
      onChange={onChange}
      ref={ref}
    />,
  );
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  return { ref, onChange };
}

describe('SubTableItem on pc', () => {
  it('shows a table with the row number column, one column per field and an add button', async () => {
    await setup();
    const table = screen.getByRole('table', { name: 'Items' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'No.',
      '*Product',
      'Quantity',
      'Remove',
    ]);
    expect(headers[0]!.style.width).toBe('80px');
    expect(headers[1]!.style.width).toBe('240px');
    expect(headers[2]!.style.width).toBe('200px');
    expect(screen.getByText('No data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Quantity, row 1' })).toHaveValue('1');
  });

  it('edits cells, removes rows and reports the rows as the value of the table', async () => {
    const { ref, onChange } = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Product, row 2' }), 'Pen');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity, row 2' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity, row 2' }), '3');
    expect(onChange).toHaveBeenLastCalledWith('items', expect.any(Array), expect.anything());
    expect(ref.current?.getValues().items).toMatchObject([
      { product: '', qty: '1' },
      { product: 'Pen', qty: 3 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(ref.current?.getValues().items).toMatchObject([{ product: 'Pen', qty: 3 }]);
    expect(screen.getByRole('textbox', { name: 'Product, row 1' })).toHaveValue('Pen');
  });

  it('validates each cell with its column rules and shows the message in the cell', async () => {
    const { ref } = await setup();
    act(() =>
      ref.current?.setData({
        items: [
          { product: 'Pen', qty: 'many' },
          { product: '', qty: 2 },
        ],
      }),
    );
    await expect(ref.current?.getData()).rejects.toThrow('Form data validation failed');
    expect(screen.getByRole('textbox', { name: 'Quantity, row 1' })).toHaveAccessibleDescription(
      'Whole numbers only',
    );
    expect(screen.getByRole('textbox', { name: 'Product, row 2' })).toHaveAccessibleDescription(
      'Product needed',
    );
    expect(screen.getByRole('textbox', { name: 'Product, row 1' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('gives rows set by the host a key and the missing cells their defaults', async () => {
    const { ref } = await setup();
    act(() => ref.current?.setData({ items: [{ product: 'Cup' }] }));
    const [row] = ref.current?.getValues().items as Record<string, unknown>[];
    expect(row).toMatchObject({ product: 'Cup', qty: '1' });
    expect(typeof row?.__key).toBe('string');
  });

  it('offers no add or remove button when read-only or not editable', async () => {
    await setup({ options: { readonly: true } });
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('hides a column by its model', async () => {
    const { ref } = await setup();
    act(() => ref.current?.hide('qty'));
    expect(screen.queryByRole('columnheader', { name: 'Quantity' })).not.toBeInTheDocument();
  });
});

describe('SubTableItem on mobile', () => {
  it('shows one card per row with labelled fields and a remove button', async () => {
    await setup({ platform: 'mobile' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const second = screen.getByRole('region', { name: 'Row 2' });
    expect(within(second).getByText('Quantity')).toBeInTheDocument();
    await userEvent.type(within(second).getByRole('textbox', { name: 'Product, row 2' }), 'Ink');
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Row 1' })).getByRole('button', {
        name: 'Remove row 1',
      }),
    );
    expect(screen.getAllByRole('region', { name: /^Row/ })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Product, row 1' })).toHaveValue('Ink');
  });
});
