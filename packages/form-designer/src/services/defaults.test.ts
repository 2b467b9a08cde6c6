import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ENDPOINTS, createDefaultServices, type DesignerHttpClient } from './defaults';

function fakeClient(answers: Record<string, unknown>) {
  const calls: { method: string; url: string; body?: unknown; params?: unknown }[] = [];
  const client = {
    get: vi.fn(async (url: string, options?: { params?: unknown }) => {
      calls.push({ method: 'GET', url, params: options?.params });
      return answers[url];
    }),
    post: vi.fn(async (url: string, body?: unknown) => {
      calls.push({ method: 'POST', url, body });
      return answers[url];
    }),
  } as unknown as DesignerHttpClient;
  return { client, calls };
}

describe('default designer services', () => {
  it('lists enabled dictionaries, 1000 at once, from the dictionary paging route', async () => {
    const { client, calls } = fakeClient({
      [DEFAULT_ENDPOINTS.dictionaryList]: {
        list: [{ id: 1, dictName: 'Gender', dictCode: 'gender', status: 1 }],
        total: 1,
      },
    });
    const services = createDefaultServices({ client, notify: () => {} });
    await expect(services.listDictionaries()).resolves.toEqual([
      { dictName: 'Gender', dictCode: 'gender' },
    ]);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/ibsp-bg-auth/sysDict/v1/dictPaging',
        body: { pageNo: 1, pageSize: 1000, status: 1 },
      },
    ]);
  });

  it('lists published views with the filter given, and a view’s columns', async () => {
    const { client, calls } = fakeClient({
      [DEFAULT_ENDPOINTS.dataViewList]: {
        records: [{ id: 12, viewName: 'dept', viewComment: 'Departments' }],
      },
      [DEFAULT_ENDPOINTS.viewColumns]: { list: [{ columnName: 'id' }, { columnName: 'name' }] },
    });
    const services = createDefaultServices({ client, notify: () => {} });
    await expect(
      services.listDataViews({ appCode: 'crm', viewCodeOrComment: '' }),
    ).resolves.toEqual([{ id: '12', viewComment: 'Departments' }]);
    await expect(services.listViewColumns('12')).resolves.toEqual([
      { columnName: 'id' },
      { columnName: 'name' },
    ]);
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/dataview-service/view/v1/list',
        params: {
          pageNumber: 1,
          pageSize: 1000,
          viewStatus: 'PUBLISHED',
          viewType: 'VIEW',
          appCode: 'crm',
        },
      },
      { method: 'GET', url: '/dataview-service/view/v1/columns', params: { viewId: '12' } },
    ]);
  });

  it('reads the upload token, and refuses an answer without one', async () => {
    const { client } = fakeClient({
      [DEFAULT_ENDPOINTS.uploadToken]: { uptoken: 'ak:sign:policy' },
    });
    await expect(
      createDefaultServices({ client, notify: () => {} }).getUploadToken(),
    ).resolves.toBe('ak:sign:policy');
    const empty = fakeClient({ [DEFAULT_ENDPOINTS.uploadToken]: {} });
    await expect(
      createDefaultServices({ client: empty.client, notify: () => {} }).getUploadToken(),
    ).rejects.toThrow('The upload-token answer held no token');
  });

  it('uses the paths the host gives', async () => {
    const { client, calls } = fakeClient({ '/dict/page': { list: [] } });
    const services = createDefaultServices({
      client,
      notify: () => {},
      endpoints: { dictionaryList: '/dict/page' },
    });
    await services.listDictionaries();
    expect(calls[0]?.url).toBe('/dict/page');
  });

  it('looks the preview’s dictionary and data-view options up through the same client', async () => {
    const calls: { url: string; body: unknown; options: unknown }[] = [];
    const client = {
      get: vi.fn(),
      post: vi.fn(async (url: string, body?: unknown, options?: unknown) => {
        calls.push({ url, body, options });
        return { code: 0, data: [] };
      }),
    } as unknown as DesignerHttpClient;
    const { lookup } = createDefaultServices({ client, notify: () => {} });
    const body = { viewId: '12', queryParamListStr: '[]' };
    await lookup?.dataViewClient?.post('/view/v1/sql/resultAppendNotPage', body, {
      silent: true,
      envelope: true,
    });
    await lookup?.dictClient?.post('/sysDict/v1/dictByCode', ['gender'], { silent: true });
    expect(calls).toEqual([
      {
        url: '/dataview-service/view/v1/sql/resultAppendNotPage',
        body,
        options: { silent: true, envelope: true },
      },
      { url: '/ibsp-bg-auth/sysDict/v1/dictByCode', body: ['gender'], options: { silent: true } },
    ]);
  });

  it('reports a failed call of its own client through the notifier, and rejects', async () => {
    const notify = vi.fn();
    const services = createDefaultServices({ baseURL: 'http://127.0.0.1:9', notify });
    await expect(services.listViewColumns('1')).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
  });
});
