import { findWidget } from '@org/form-schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DesignerStore } from '../../store/designer-store';
import { propertyActions } from '../../store/property-edits';
import { renderPanel } from '../test-helpers';

const optionsOf = (store: DesignerStore, key: string) =>
  findWidget(store.getState().designer.definition, key)!.widget.options as unknown as Record<
    string,
    unknown
  >;

async function chooseSource(name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Source' }));
  await userEvent.click(screen.getByRole('option', { name }));
}

describe('RemoteOptionsEditor', () => {
  it('switches to remote data and names the host function', async () => {
    const { store } = renderPanel('select');
    await userEvent.click(screen.getByLabelText('Remote data'));
    expect(screen.queryByRole('button', { name: 'Add option' })).toBeNull();
    const func = screen.getByRole('textbox', { name: 'Function name' });
    await userEvent.clear(func);
    await userEvent.type(func, 'loadCities');
    expect(optionsOf(store, 'select')).toMatchObject({ remote: true, remoteFunc: 'loadCities' });
  });

  it('picks a dictionary from the services, and maps dict props', async () => {
    const { store } = renderPanel('radio');
    await userEvent.click(screen.getByLabelText('Remote data'));
    await chooseSource('Dictionary');
    expect(optionsOf(store, 'radio').props).toEqual({
      value: 'dictCode',
      label: 'dictName',
      children: 'list',
    });
    const picker = await screen.findByRole('combobox', { name: 'Dictionary' });
    await vi.waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(picker);
    await userEvent.click(screen.getByRole('option', { name: 'City (city)' }));
    expect(optionsOf(store, 'radio').remoteDict).toBe('city');
  });

  it('shows a failed dictionary list with its message, and retries', async () => {
    const listDictionaries = vi
      .fn()
      .mockRejectedValueOnce(new Error('dictionary service is down'))
      .mockResolvedValue([{ dictName: 'Gender', dictCode: 'gender' }]);
    renderPanel('select', { services: { listDictionaries } });
    await userEvent.click(screen.getByLabelText('Remote data'));
    await chooseSource('Dictionary');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list: dictionary service is down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await userEvent.click(screen.getByRole('combobox', { name: 'Dictionary' }));
    expect(screen.getByRole('option', { name: 'Gender (gender)' })).toBeVisible();
    expect(listDictionaries).toHaveBeenCalledTimes(2);
  });

  it('shows loading while the list is on its way', async () => {
    let answer: (value: []) => void = () => {};
    const listDataViews = () => new Promise<[]>((resolve) => (answer = resolve));
    renderPanel('select', { services: { listDataViews } });
    await userEvent.click(screen.getByLabelText('Remote data'));
    await chooseSource('Data view');
    expect(screen.getByRole('progressbar', { name: 'Data view: Loading…' })).toBeVisible();
    await act(async () => answer([]));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fills the label, value and children pickers from the chosen view columns', async () => {
    const listViewColumns = vi.fn(async (viewId: string) =>
      viewId === 'v1'
        ? [{ columnName: 'dept_id' }, { columnName: 'dept_name' }, { columnName: 'kids' }]
        : [],
    );
    const { store } = renderPanel('cascader', { services: { listViewColumns } });
    act(() => {
      store.dispatch(propertyActions.optionsChanged({ key: 'cascader', patch: { remote: true } }));
    });
    await chooseSource('Data view');
    const view = screen.getByRole('combobox', { name: 'Data view' });
    await vi.waitFor(() => expect(view).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(view);
    await userEvent.click(screen.getByRole('option', { name: 'Departments' }));
    expect(listViewColumns).toHaveBeenCalledWith('v1');
    const valueField = screen.getByRole('combobox', { name: 'Value field' });
    await vi.waitFor(() => expect(valueField).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(valueField);
    await userEvent.click(screen.getByRole('option', { name: 'dept_id' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Label field' }));
    await userEvent.click(screen.getByRole('option', { name: 'dept_name' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Children field' }));
    await userEvent.click(screen.getByRole('option', { name: 'kids' }));
    expect(optionsOf(store, 'cascader')).toMatchObject({
      remoteType: 'dataView',
      remoteViewId: 'v1',
      props: { value: 'dept_id', label: 'dept_name', children: 'kids' },
    });
  });

  it('searches the data views by code or comment', async () => {
    const listDataViews = vi.fn(async (filter?: { viewCodeOrComment?: string }) =>
      filter?.viewCodeOrComment === 'staff'
        ? [{ id: 'v9', viewComment: 'Staff' }]
        : [{ id: 'v1', viewComment: 'Departments' }],
    );
    renderPanel('select', { services: { listDataViews } });
    await userEvent.click(screen.getByLabelText('Remote data'));
    await chooseSource('Data view');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search views by code or comment' }),
      'staff',
    );
    await vi.waitFor(() =>
      expect(listDataViews).toHaveBeenLastCalledWith({ viewCodeOrComment: 'staff' }),
    );
    const view = screen.getByRole('combobox', { name: 'Data view' });
    await vi.waitFor(() => expect(view).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(view);
    expect(screen.getByRole('option', { name: 'Staff' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Departments' })).toBeNull();
  });

  it('picks one of the form data sources', async () => {
    const { store } = renderPanel('checkbox');
    await userEvent.click(screen.getByLabelText('Remote data'));
    await chooseSource('Data source');
    await userEvent.click(screen.getByRole('combobox', { name: 'Data source' }));
    await userEvent.click(screen.getByRole('option', { name: 'getToken' }));
    expect(optionsOf(store, 'checkbox')).toMatchObject({
      remoteType: 'datasource',
      remoteDataSource: 'getToken',
    });
    const args = screen.getByRole('textbox', { name: 'Arguments (JSON)' });
    await userEvent.type(args, '{{"id": 1');
    expect(screen.getByText(/^Not valid JSON: line 1/)).toBeVisible();
    await userEvent.type(args, '}');
    expect(screen.queryByText(/^Not valid JSON/)).toBeNull();
    expect(optionsOf(store, 'checkbox').remoteArgs).toBe('{"id": 1}');
  });
});
