import { API } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { managementSuite } from './harness';

const t = managementSuite();

async function demoApp() {
  const page = await t.call(API.forms.appPage, t.admin, { body: { appCode: 'demo' } });
  const app = page.body.data.list.find((a) => a.appCode === 'demo');
  if (!app) throw new Error('The seed has no demo application.');
  return app;
}

describe('the data sources a view editor offers', () => {
  it('lists the live data sources by name, filtered by status', async () => {
    const all = await t.call(API.dataView.datasources, t.admin);
    expect(all.body.code, all.body.message).toBe(20000);
    expect(all.body.data.list).toEqual([
      expect.objectContaining({ datasourceCode: 'default', dbType: 'postgres', status: 1 }),
    ]);
    const disabled = await t.call(API.dataView.datasources, t.admin, { query: { status: 0 } });
    expect(disabled.body.data.list).toEqual([]);
  });

  it('is read with the view code: the editor is refused (40003)', async () => {
    const answer = await t.call(API.dataView.datasources, t.editor);
    expect(answer.body.code).toBe(40003);
  });
});

describe('the views of one application', () => {
  it('are found by the application id, also after the application changed its code', async () => {
    const app = await demoApp();
    const byId = await t.call(API.dataView.list, t.admin, { query: { appId: app.id } });
    expect(byId.body.code, byId.body.message).toBe(20000);
    expect(byId.body.data.total).toBeGreaterThan(0);
    expect(byId.body.data.records.every((view) => view.appCode === 'demo')).toBe(true);

    const other = await t.call(API.appConfig.appCreate, t.admin, {
      body: { appCode: 'no_views', appName: 'No views' },
    });
    expect(other.body.code, other.body.message).toBe(20000);
    const none = await t.call(API.dataView.list, t.admin, {
      query: { appId: other.body.data.id },
    });
    expect(none.body.data).toMatchObject({ records: [], total: 0 });

    const renamed = await t.call(API.appConfig.appUpdate, t.admin, {
      body: { id: app.id, appCode: 'demo_renamed' },
    });
    expect(renamed.body.code, renamed.body.message).toBe(20000);
    const afterRename = await t.call(API.dataView.list, t.admin, { query: { appId: app.id } });
    expect(afterRename.body.data.total).toBe(byId.body.data.total);
  });

  it('refuses an application id that is not a positive integer (40022, naming it)', async () => {
    const answer = await t.call(API.dataView.list, t.admin, { query: { appId: 'x' } });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.message).toContain('appId');
  });
});
