import type { ReportWidget, TdWidget, Widget } from '@org/form-schema';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';

let cells = 0;
function td(list: Widget[], options: Partial<TdWidget['options']> = {}): TdWidget {
  cells += 1;
  return {
    type: 'td',
    key: `td${cells}`,
    model: '',
    name: '',
    options: {
      customClass: '',
      colspan: 1,
      rowspan: 1,
      align: 'left',
      valign: 'top',
      width: '',
      height: '',
      invisible: false,
      markCol: 0,
      markRow: 0,
      ...options,
    },
    list,
  };
}

function report(): ReportWidget {
  return widget(
    'report',
    'sheet',
    'Sheet',
    { borderWidth: 2, borderColor: '#123456', width: '90%' },
    {
      rows: [
        {
          columns: [
            td([widget('text', '', 'Title', { defaultValue: 'Expense claim' })], {
              colspan: 2,
              height: '40px',
            }),
            td([], { invisible: true, markCol: 1 }),
          ],
        },
        {
          columns: [
            td([widget('input', 'payee', 'Payee', { hideLabel: true })], {
              rowspan: 2,
              valign: 'middle',
            }),
            td([widget('input', 'amount', 'Amount')], { width: '200px', align: 'right' }),
          ],
        },
        {
          columns: [
            td([], { invisible: true, markRow: 1 }),
            td([widget('grid', 'inner', 'Inner')]),
          ],
        },
      ],
    },
  );
}

describe('ReportContainer', () => {
  // First in the file, so that the report's chunk is still loading when getData runs.
  it('validates and returns the fields of a report table, also while it loads', async () => {
    const ref = createRef<FormRendererHandle>();
    const amount = widget(
      'input',
      'amount',
      'Amount',
      {},
      { rules: [{ required: true, message: 'Amount needed' }] },
    );
    const sheet = widget('report', 'sheet', 'Sheet', {}, { rows: [{ columns: [td([amount])] }] });
    render(<FormRenderer definition={form([sheet])} widgets={testWidgets} ref={ref} />);
    await expect(ref.current?.getData()).rejects.toThrow('Form data validation failed');
    const input = await screen.findByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Amount needed');
    await userEvent.type(input, '12');
    await expect(ref.current?.getData()).resolves.toEqual({ amount: '12' });
  });

  it('renders a bordered table with merged cells and without absorbed ones', async () => {
    render(<FormRenderer definition={form([report()])} widgets={testWidgets} />);
    // Report tables are a lazy chunk: they show a tick after the form.
    const table = await screen.findByRole('table');
    expect(table.style.border).toBe('2px solid rgb(18, 52, 86)');
    expect(table.style.width).toBe('90%');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('cell').length)).toEqual([1, 2, 1]);
    const [title] = within(rows[0]!).getAllByRole('cell');
    expect(title).toHaveAttribute('colspan', '2');
    expect(title!.style.height).toBe('40px');
    expect(title).toHaveTextContent('Expense claim');
    const payee = screen.getByRole('textbox', { name: 'Payee' }).closest('td') as HTMLElement;
    expect(payee).toHaveAttribute('rowspan', '2');
    expect(payee.style.verticalAlign).toBe('middle');
    const amount = screen.getByRole('textbox', { name: 'Amount' }).closest('td') as HTMLElement;
    expect(amount.style.width).toBe('200px');
    expect(amount.style.textAlign).toBe('right');
  });

  it('holds working fields and nested containers', async () => {
    render(<FormRenderer definition={form([report()])} widgets={testWidgets} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '12');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('12');
    expect(screen.getByRole('table').querySelector('.fr-grid')).not.toBeNull();
    expect(screen.queryByText('Payee', { selector: 'label' })).not.toBeInTheDocument();
  });
});
