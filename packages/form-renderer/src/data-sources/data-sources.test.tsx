import type { DataSource } from '@org/form-schema';
import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { startServer, type TestServer } from '../../test/http-server';
import { FormRenderer, type FormRendererHandle } from '../core/FormRenderer';
import { DataSourceError } from './errors';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle((request) => ({ json: { echo: request.method, items: [1, 2] } }));
});

function source(overrides: Partial<DataSource>): DataSource {
  return {
    key: 'k0000001',
    name: 'source',
    url: `${server.url}/data`,
    method: 'GET',
    auto: false,
    headers: { 'X-Token': 'saved-token', 'X-App': 'demo' },
    params: { page: 1, tags: ['a', 'b'] },
    requestFunc: 'return config;',
    responseFunc: 'return res;',
    errorFunc: '',
    ...overrides,
  };
}

function setup(sources: DataSource[], props: { scripts?: boolean } = {}) {
  const ref = createRef<FormRendererHandle>();
  const definition = form([widget('input', 'note', 'Note')], { dataSource: sources });
  render(
    <FormRenderer
      definition={definition}
      widgets={testWidgets}
      ref={ref}
      getToken={() => 'live-token'}
      scripts={props.scripts}
    />,
  );
  return ref;
}

describe('data sources', () => {
  it('fetches auto sources at load, with params as query and the live X-Token', async () => {
    setup([source({ auto: true }), source({ key: 'k0000002', name: 'manual' })]);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.query.getAll('tags')).toEqual(['a', 'b']);
    expect(request?.query.get('page')).toBe('1');
    expect(request?.headers['x-token']).toBe('live-token');
    expect(request?.headers['x-app']).toBe('demo');
  });

  it('sends params as a JSON body for other methods and resolves sendRequest with the result', async () => {
    const ref = setup([source({ method: 'POST', name: 'save' })]);
    await expect(ref.current?.sendRequest('save')).resolves.toEqual({
      echo: 'POST',
      items: [1, 2],
    });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({ page: 1, tags: ['a', 'b'] });
    expect(server.requests[0]?.headers['content-type']).toContain('application/json');
  });

  it('finds sources by key too, and rejects an unknown name', async () => {
    const ref = setup([source({})]);
    await expect(ref.current?.sendRequest('k0000001')).resolves.toMatchObject({ echo: 'GET' });
    await expect(ref.current?.sendRequest('nothing')).rejects.toThrow(
      'No data source named "nothing"',
    );
  });

  it('runs request, response and error functions when scripts are allowed', async () => {
    const ref = setup(
      [
        source({
          name: 'scripted',
          requestFunc: 'config.params.page = args.page; return config;',
          responseFunc: 'return res.items.length + args.page;',
        }),
        source({
          key: 'k0000003',
          name: 'broken',
          url: `${server.url}/fail`,
          errorFunc: "this.setData({ note: 'failed: ' + error.status });",
        }),
      ],
      { scripts: true },
    );
    await expect(ref.current?.sendRequest('scripted', { page: 5 })).resolves.toBe(7);
    expect(server.requests[0]?.query.get('page')).toBe('5');
    server.handle(() => ({ status: 503, json: { message: 'down' } }));
    await expect(ref.current?.sendRequest('broken')).rejects.toBeInstanceOf(DataSourceError);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('failed: 503'),
    );
  });

  it('ignores the functions of a source while scripts are off', async () => {
    const ref = setup([
      source({ name: 'plain', responseFunc: 'return 42;', requestFunc: 'throw new Error("no")' }),
    ]);
    await expect(ref.current?.sendRequest('plain')).resolves.toEqual({
      echo: 'GET',
      items: [1, 2],
    });
  });
});
