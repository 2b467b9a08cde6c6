import type { DataSource } from '@org/form-schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { ok, startServer, type TestServer } from '../../test/http-server';
import { FormRenderer } from '../core/FormRenderer';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const remoteSelect = (model: string, name: string, options: Record<string, unknown>) =>
  widget('select', model, name, { remote: true, ...options });

const optionTexts = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .slice(1);

const settled = (name: string) =>
  waitFor(() => expect(screen.getByRole('combobox', { name })).not.toHaveAttribute('aria-busy'));

describe('remote options', () => {
  it('func: calls the host function with resolve and maps the answer through props', async () => {
    server.handle(() => ({
      json: [
        { id: 1, title: 'Red' },
        { id: 2, title: 'Blue' },
      ],
    }));
    const remote = {
      loadColors: (resolve: (data: unknown) => void) => {
        void fetch(`${server.url}/colors`)
          .then((response) => response.json())
          .then(resolve);
      },
    };
    const definition = form([
      remoteSelect('color', 'Color', {
        remoteType: 'func',
        remoteFunc: 'loadColors',
        props: { value: 'id', label: 'title' },
      }),
    ]);
    render(<FormRenderer definition={definition} widgets={testWidgets} remote={remote} />);
    expect(screen.getByRole('combobox', { name: 'Color' })).toHaveAttribute('aria-busy', 'true');
    await settled('Color');
    expect(optionTexts('Color')).toEqual(['Red', 'Blue']);
  });

  it('option: reads the host list and reloads when it changes', async () => {
    server.handle((request) => ({
      json:
        request.query.get('set') === '2'
          ? [{ value: 'b', label: 'Bee' }]
          : [{ value: 'a', label: 'Ay' }],
    }));
    const load = async (set: number) =>
      (await fetch(`${server.url}/letters?set=${set}`)).json() as Promise<unknown[]>;
    const definition = form([
      remoteSelect('letter', 'Letter', { remoteType: 'option', remoteOption: 'letters' }),
    ]);
    const { rerender } = render(
      <FormRenderer
        definition={definition}
        widgets={testWidgets}
        remoteOption={{ letters: await load(1) }}
      />,
    );
    await settled('Letter');
    expect(optionTexts('Letter')).toEqual(['Ay']);
    rerender(
      <FormRenderer
        definition={definition}
        widgets={testWidgets}
        remoteOption={{ letters: await load(2) }}
      />,
    );
    await waitFor(() => expect(optionTexts('Letter')).toEqual(['Bee']));
  });

  it('datasource: uses the result of a form data source', async () => {
    server.handle(() => ({
      json: {
        data: {
          list: [
            { code: 'cn', label: 'China' },
            { code: 'fr', label: 'France' },
          ],
        },
      },
    }));
    const source: DataSource = {
      key: 'ds000001',
      name: 'countries',
      url: `${server.url}/countries`,
      method: 'GET',
      auto: false,
      headers: {},
      params: { active: 1 },
      requestFunc: 'return config;',
      responseFunc: 'return res;',
      errorFunc: '',
    };
    const definition = form(
      [
        remoteSelect('country', 'Country', {
          remoteType: 'datasource',
          remoteDataSource: 'countries',
          props: { value: 'code', label: 'label' },
        }),
      ],
      { dataSource: [source] },
    );
    render(<FormRenderer definition={definition} widgets={testWidgets} />);
    await settled('Country');
    expect(optionTexts('Country')).toEqual(['China', 'France']);
    expect(server.requests[0]?.query.get('active')).toBe('1');
  });

  it('dict: posts the dictionary code and shows data[0].list', async () => {
    server.handle(() =>
      ok([
        {
          dictCode: 'sex',
          dictName: 'Sex',
          list: [
            { itemValue: 'm', itemText: 'Male' },
            { itemValue: 'f', itemText: 'Female' },
          ],
        },
      ]),
    );
    const definition = form([
      remoteSelect('sex', 'Sex', {
        remoteType: 'dict',
        remoteDict: 'sex',
        props: { value: 'dictCode', label: 'dictName', children: 'list' },
      }),
    ]);
    render(
      <FormRenderer
        definition={definition}
        widgets={testWidgets}
        lookup={{ dictBaseUrl: server.url }}
        getToken={() => 'tok-1'}
      />,
    );
    await settled('Sex');
    expect(optionTexts('Sex')).toEqual(['Male', 'Female']);
    const request = server.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/sysDict/v1/dictByCode');
    expect(JSON.parse(request?.body ?? 'null')).toEqual(['sex']);
    expect(request?.headers['x-token']).toBe('tok-1');
  });

  it('dataView: queries the view and builds a cascader tree from parentLevelField and id', async () => {
    server.handle(() =>
      ok({
        records: [
          { ID: 1, pid: null, name: 'Asia' },
          { ID: 2, pid: 1, name: 'China' },
          { ID: 3, pid: 2, name: 'Beijing' },
          { ID: 4, pid: null, name: 'Europe' },
        ],
      }),
    );
    const definition = form([
      widget('cascader', 'place', 'Place', {
        remote: true,
        remoteType: 'dataView',
        remoteViewId: 'v42',
        parentLevelField: 'pid',
        props: { value: 'ID', label: 'name', children: 'children' },
      }),
    ]);
    render(
      <FormRenderer
        definition={definition}
        widgets={testWidgets}
        lookup={{ dataViewBaseUrl: server.url }}
      />,
    );
    const tree = screen.getByRole('tree', { name: 'Place' });
    expect(tree).toHaveTextContent('Loading');
    await waitFor(() => expect(tree).not.toHaveAttribute('aria-busy'));
    const top = within(tree).getAllByRole('listitem');
    expect(top[0]).toHaveTextContent('AsiaChinaBeijing');
    expect(within(top[0]!).getByText('Beijing')).toBeInTheDocument();
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({
      viewId: 'v42',
      queryParamListStr: '[]',
    });
    expect(server.requests[0]?.path).toBe('/view/v1/sql/resultAppendNotPage');
  });

  it('shows an error toast and stops loading when the service refuses', async () => {
    server.handle(() => ({
      json: { code: 20000, success: false, message: 'dictionary is disabled', data: null },
    }));
    const definition = form([
      remoteSelect('kind', 'Kind', { remoteType: 'dict', remoteDict: 'kind' }),
    ]);
    render(
      <FormRenderer
        definition={definition}
        widgets={testWidgets}
        lookup={{ dictBaseUrl: server.url }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the options of "Kind": dictionary is disabled',
    );
    await settled('Kind');
    expect(optionTexts('Kind')).toEqual([]);
  });

  it('shows an error toast when the HTTP request fails', async () => {
    server.handle(() => ({ status: 500, text: 'boom' }));
    const definition = form([
      remoteSelect('kind', 'Kind', { remoteType: 'dataView', remoteViewId: 'x' }),
    ]);
    render(
      <FormRenderer
        definition={definition}
        widgets={testWidgets}
        lookup={{ dataViewBaseUrl: server.url }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the options of "Kind"',
    );
    await settled('Kind');
  });

  it('shows an error toast for a missing remote function', async () => {
    const definition = form([
      remoteSelect('kind', 'Kind', { remoteType: 'func', remoteFunc: 'nowhere' }),
    ]);
    render(<FormRenderer definition={definition} widgets={testWidgets} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No remote function named "nowhere"',
    );
  });
});
