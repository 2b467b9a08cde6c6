import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sampleView, sampleViews } from '../testing/dataview-mock';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';

const grid = () => screen.getByRole('grid', { name: 'Data views' });
/** The codes of the views listed, top to bottom. */
const codes = () =>
  [...grid().querySelectorAll('[role="row"][data-id] [data-field="viewCode"]')].map(
    (cell) => cell.textContent,
  );

beforeEach(() => localStorage.clear());

// Each test drives a whole dialog with real user events: on a loaded machine that takes a while.
describe('DataView', { timeout: 60_000 }, () => {
  it('lists the application’s views only, and filters them by type', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await screen.findByRole('grid', { name: 'Data views' });
    // by code until the user sorts
    await waitFor(() =>
      expect(codes()).toEqual(['customer_by_city', 'customer_level', 'region_tree']),
    );
    expect(screen.getByRole('link', { name: 'Data views' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(screen.getByRole('option', { name: 'Tree' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(codes()).toEqual(['region_tree']));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(codes()).toHaveLength(3));
  });

  it('sorts the views by a column the server sorts by', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await screen.findByRole('grid', { name: 'Data views' });
    await waitFor(() => expect(codes()).toHaveLength(3));
    const header = screen.getByRole('columnheader', { name: /^View code/ });
    await user.click(header);
    await user.click(header);
    await waitFor(() =>
      expect(codes()).toEqual(['region_tree', 'customer_level', 'customer_by_city']),
    );
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches the views by publication and by part of the name or code', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await screen.findByRole('grid', { name: 'Data views' });
    await user.click(screen.getByRole('combobox', { name: 'Publication' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(codes()).toEqual(['customer_by_city']));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.type(screen.getByLabelText('Name or code'), '等级');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(codes()).toEqual(['customer_level']));
  });

  it('creates a view: a refused SQL shows its message under the field, then the columns come back', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await user.click(await screen.findByRole('button', { name: 'New data view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New data view' });
    await within(dialog).findByText('平台数据库 (default)');
    await user.type(within(dialog).getByLabelText(/View code/), 'lead_source');
    await user.type(within(dialog).getByLabelText(/View name/), '线索来源');
    const sql = await within(dialog).findByRole('textbox', { name: 'SQL' });
    await user.click(sql);
    await user.paste('delete from crm_lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const refusal = 'a view must be one SELECT (or WITH … SELECT) statement';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    // the editor takes the field's state in an effect after the refusal is drawn
    await waitFor(() => expect(sql).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(`SQL: ${refusal}`);

    await user.clear(sql);
    await user.paste('select source_code as "value", source_name as "label" from crm_lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const edited = await screen.findByRole('dialog', { name: 'Edit the data view “线索来源”' });
    expect(within(edited).getByText(/columns were read from a trial run/)).toBeInTheDocument();
    const label = within(edited).getByLabelText('Label of the column label');
    await user.type(label, '来源');
    await user.click(within(edited).getByRole('button', { name: 'Save' }));
    await within(edited).findByText('Saved');
    await user.click(within(edited).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(codes()).toContain('lead_source'));
  });

  it('declares the parameters the SQL uses and shows an undeclared one’s refusal', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await user.click(await screen.findByRole('button', { name: 'New data view' }));
    const dialog = await screen.findByRole('dialog', { name: 'New data view' });
    await within(dialog).findByText('平台数据库 (default)');
    await user.type(within(dialog).getByLabelText(/View code/), 'by_level');
    await user.type(within(dialog).getByLabelText(/View name/), '按级别');
    await user.click(await within(dialog).findByRole('textbox', { name: 'SQL' }));
    await user.paste(
      'select id, name from crm_customer where level = :level and kind::text = :kind',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('the SQL uses :level, which is not declared'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Find parameters in the SQL' }));
    const names = within(dialog).getAllByLabelText('Parameter name');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual(['level', 'kind']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('dialog', { name: 'Edit the data view “按级别”' }),
    ).toBeInTheDocument();
  });

  it('runs a view with a parameter and shows the rows under the columns’ labels', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await user.click(
      await screen.findByRole('button', { name: 'Run the data view “按城市的客户”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Run “按城市的客户”' });
    const city = await within(dialog).findByLabelText(/city/);
    expect(city).toHaveValue('杭州');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    const result = await within(dialog).findByRole('table', { name: 'Result' });
    expect(within(result).getByRole('columnheader', { name: '客户名称' })).toBeInTheDocument();
    expect(within(result).getAllByRole('row')).toHaveLength(3); // header + the view's 2
    expect(within(dialog).getByText(/row limit \(2 rows\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^2 rows in \d+ ms$/);

    await user.clear(city);
    await user.type(city, '上海');
    expect(city).toHaveValue('上海');
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    expect(await within(dialog).findByRole('cell', { name: '外滩咖啡' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^1 rows in \d+ ms$/);
    expect(within(dialog).queryByText(/row limit/)).toBeNull();

    await user.clear(city);
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Check the parameter values (40022)');
    expect(alert).toHaveTextContent('queryParamListStr: city is required');
  });

  it('shows a run stopped at its limit (50400) with the server’s message', async () => {
    const user = userEvent.setup();
    const slow = sampleView({
      id: 40,
      viewCode: 'slow',
      viewName: '慢查询',
      sqlText: 'select n from generate_series(1, 100000000) n',
      statementTimeoutMs: 2000,
    });
    const data = { ...sampleData(), dataViews: [...sampleViews(), slow] };
    renderShell('/app/1/DataView', { server: shellServer(data, { requireToken: true }) });
    await user.click(await screen.findByRole('button', { name: 'Run the data view “慢查询”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run “慢查询”' });
    await user.click(await within(dialog).findByRole('button', { name: 'Run' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Limit reached (50400)');
    expect(alert).toHaveTextContent('ran longer than its limit of 2000 ms');
  });

  it('publishes a draft, and deletes a view after asking, naming it', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/DataView');
    await user.click(
      await screen.findByRole('button', { name: 'Publish the data view “按城市的客户”' }),
    );
    expect(
      await screen.findByRole('button', { name: /Withdraw the data view “按城市的客户”/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the data view “客户等级”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('客户等级');
    expect(confirm).toHaveTextContent('customer_level');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(codes()).toEqual(['customer_by_city', 'region_tree']));
  });
});
