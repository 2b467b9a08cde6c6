import { createDataSource, type DataSource, type FormDefinition } from '@org/form-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesigner } from '../test-utils';
import { DataSourceDialog } from './DataSourceDialog';
import { editorText, setEditorText } from './editor-text';
import { sampleDefinition } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function withSources(sources: DataSource[]): FormDefinition {
  const definition = sampleDefinition();
  return { ...definition, config: { ...definition.config, dataSource: sources } };
}

const users: DataSource = {
  ...createDataSource([]),
  key: 'users001',
  name: 'users',
  url: 'https://api.example.test/users',
};

const getToken = () => 'secret-token';

describe('DataSourceDialog', () => {
  it('adds a source with the defaults of the spec, and refuses a second add until it is saved', async () => {
    const { notices } = renderDesigner(<DataSourceDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Data sources' });
    expect(dialog).toHaveStyle({ width: '1000px' });
    await userEvent.click(screen.getByRole('button', { name: 'Add data source' }));
    const name = screen.getByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toMatch(/^DataSource_[0-9a-z]{8}$/);
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveTextContent('GET');
    expect(screen.getByRole('switch', { name: 'Send when the form loads' })).toBeChecked();
    const request = await screen.findByRole('textbox', { name: 'Request function (config, args)' });
    expect(editorText(request)).toBe('return config;');
    expect(editorText(screen.getByRole('textbox', { name: 'Response function (res, args)' }))).toBe(
      'return res;',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add data source' }));
    expect(notices).toContainEqual({ type: 'warning', message: 'unsaved data please save first' });
    expect(
      within(screen.getByRole('list', { name: 'Data source list' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it("refuses to save without a url ('setting error') and a repeated name", async () => {
    const { notices, store } = renderDesigner(<DataSourceDialog open onClose={() => undefined} />, {
      definition: withSources([users]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add data source' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notices.at(-1)).toEqual({ type: 'warning', message: 'setting error' });
    await userEvent.type(screen.getByLabelText(/^URL/), '/api/x');
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'users');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notices.at(-1)).toEqual({
      type: 'warning',
      message: 'data source name cannot be repeated',
    });
    expect(screen.getByText('data source name cannot be repeated')).toBeInTheDocument();
    expect(store.getState().designer.definition.config.dataSource).toEqual([users]);
  });

  it('saves into the form with the X-Token header and says so', async () => {
    const { notices, store } = renderDesigner(<DataSourceDialog open onClose={() => undefined} />, {
      services: { getToken },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add data source' }));
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^URL/), '/api/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(notices.at(-1)).toEqual({ type: 'success', message: 'Saved successfully' });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    const saved = store.getState().designer.definition.config.dataSource ?? [];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ url: '/api/orders', headers: { 'X-Token': 'secret-token' } });
    // Saved: adding is allowed again.
    await userEvent.click(screen.getByRole('button', { name: 'Add data source' }));
    expect(
      within(screen.getByRole('list', { name: 'Data source list' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('refuses to save a function that does not parse, naming it and where', async () => {
    const { notices, store } = renderDesigner(<DataSourceDialog open onClose={() => undefined} />, {
      definition: withSources([users]),
    });
    const response = await screen.findByRole('textbox', { name: 'Response function (res, args)' });
    setEditorText(response, 'return res.data.map(function (item) {\n  return item;\n');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const where =
      'Response function (res, args) does not parse: line 3, column 1: Unexpected token';
    expect(notices.at(-1)).toEqual({ type: 'warning', message: where });
    expect(screen.getByRole('alert')).toHaveTextContent(where);
    expect(store.getState().designer.definition.config.dataSource).toEqual([users]);
  });

  it('refuses to select another source while the selected one has unsaved edits', async () => {
    const other = { ...users, key: 'other001', name: 'other' };
    const { notices } = renderDesigner(<DataSourceDialog open onClose={() => undefined} />, {
      definition: withSources([users, other]),
    });
    await userEvent.type(screen.getByLabelText(/^URL/), '?page=1');
    await userEvent.click(screen.getByRole('button', { name: 'GET other' }));
    expect(notices.at(-1)).toEqual({ type: 'warning', message: 'unsaved data please save first' });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('users');
  });

  it('clones with _copy and deletes after a confirmation naming the source', async () => {
    const { store } = renderDesigner(<DataSourceDialog open onClose={() => undefined} />, {
      definition: withSources([users]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clone users' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('users_copy');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete users' }));
    const confirm = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Delete the data source "users"?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(store.getState().designer.definition.config.dataSource?.map((s) => s.name)).toEqual([
        'users_copy',
      ]),
    );
  });

  it('reverts to the last saved list on Cancel', async () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Reopen</button>
          <DataSourceDialog open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    const { store } = renderDesigner(<Harness />, { definition: withSources([users]) });
    await userEvent.click(screen.getByRole('button', { name: 'Clone users' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('users_copy');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.getState().designer.definition.config.dataSource).toEqual([users]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    const list = await screen.findByRole('list', { name: 'Data source list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('users');
  });

  it('tests a source: the response function result, or the error', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ data: [{ id: 1 }, { id: 2 }] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderDesigner(<DataSourceDialog open onClose={() => undefined} />, {
      definition: withSources([users]),
      services: { getToken },
    });
    const response = await screen.findByRole('textbox', { name: 'Response function (res, args)' });
    setEditorText(response, 'return res.data.length;');
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    const result = await screen.findByText('Test result');
    expect(result.closest('[role="status"]')).toHaveTextContent('2');
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example.test/users');
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('X-Token')).toBe('secret-token');

    fetch.mockImplementation(async () => new Response('nope', { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(/^Test failed: HTTP 500/)).toBeInTheDocument();
  });
});
