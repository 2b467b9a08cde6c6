/**
 * The shell's artefact lists on the list kit, in Chromium against the started server: an
 * application's source files (sorted, paged and searched by the server, one switched off and
 * on, the checked ones deleted after one question), the process centre's published flows
 * (grouped by application, searched, one started from its card), the service interfaces (servers paged, sorted
 * and searched, a server's APIs paged and sorted) and the business overview (every application
 * at once, paged, sorted and searched in the page). Screenshots go to `test-results/shell/`.
 */
import { join } from 'node:path';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION, createWidget } from '@org/form-schema';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, confirmDisable, poll } from './admin-site';
import { checkRow, settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

const two = (n: number) => String(n).padStart(2, '0');
/** One through twelve, as the records' names and codes number them. */
const TWELVE = Array.from({ length: 12 }, (_, i) => two(i + 1));

const grid = (page: Page, name: string) => page.getByRole('grid', { name });
/**
 * A list's total as its pager says it, on the page shown: the shell keeps the other visited
 * pages (hidden) with their pagers.
 */
const total = (page: Page, count: number) =>
  page.getByText(`共 ${count} 条`, { exact: true }).filter({ visible: true });
const rows = (list: Locator) => list.locator('[role="row"][data-id]');
/** The texts of a column of the list's rows, by its field. */
const column = (list: Locator, field: string) =>
  rows(list).locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts();
const header = (list: Locator, name: string) =>
  list.getByRole('columnheader', { name: new RegExp(`^${name}`) });
/** Sorts the list by a column: once up, twice down. */
async function sortBy(list: Locator, name: string, order: 'ascending' | 'descending') {
  const target = header(list, name);
  await target.click();
  if (order === 'descending') {
    await poll(() => target.getAttribute('aria-sort')).toBe('ascending');
    await target.click();
  }
  await poll(() => target.getAttribute('aria-sort')).toBe(order);
}
const searchBy = (page: Page, label: string) =>
  page.getByRole('search').filter({ has: page.getByLabel(label, { exact: true }) });
async function search(page: Page, label: string, text: string) {
  const form = searchBy(page, label);
  await form.getByLabel(label, { exact: true }).fill(text);
  await form.getByRole('button', { name: '搜索' }).click();
}

let appId = 0;
let token = '';

/** A flow the administrators approve: start, one approval, end. */
const approvalByAdmins = () => ({
  nodes: [
    {
      id: 'start',
      name: '发起',
      kind: 'start',
      position: { x: 0, y: 0 },
      initiators: { type: 'everyone' },
    },
    {
      id: 'check',
      name: '审批',
      kind: 'approval',
      position: { x: 240, y: 0 },
      approvers: { type: 'role', roleCode: 'admin' },
      mode: 'any',
      whenNobody: 'refuse',
    },
    { id: 'end', name: '结束', kind: 'end', position: { x: 480, y: 0 } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'check' },
    { id: 'e2', source: 'check', target: 'end' },
  ],
});

async function created<T = { id: number }>(path: string, body: unknown): Promise<T> {
  const answer = await site.api<T>(path, { method: 'POST', token, body });
  expect(answer.code, answer.message).toBe(20000);
  return answer.data;
}

beforeAll(async () => {
  token = await site.token();
  const app = await created('/ibsp-bg-auth/sysAppConfig/v1/app', {
    appCode: 'e2e_lists',
    appName: '列表测试',
  });
  appId = app.id;
  // Ten applications more: twelve with the seeded one, two pages of the overview.
  for (const n of TWELVE.slice(0, 10)) {
    await created('/ibsp-bg-auth/sysAppConfig/v1/app', {
      appCode: `e2e_more_${n}`,
      appName: `更多应用 ${n}`,
    });
  }
  const form = await created('/form-service/form/v1/form', {
    appCode: 'e2e_lists',
    formCode: 'request',
    formName: '申请单',
    definition: {
      schemaVersion: SCHEMA_VERSION,
      config: { ...DEFAULT_FORM_CONFIG },
      list: [{ ...createWidget('input', { name: '事由', locale: 'zh-CN' }), model: 'reason' }],
    },
  });
  await created('/form-service/form/v1/publish', { id: form.id, version: 1 });
  for (const n of TWELVE) {
    await created('/form-service/artefact/v1/artefact', {
      appId,
      kind: 'SOURCE',
      artefactCode: `src${n}`,
      artefactName: `源码 ${n}`,
      content: { path: `src/file${n}.ts`, text: `export const n = ${Number(n)};\n` },
    });
    const flow = await created('/form-service/artefact/v1/artefact', {
      appId,
      kind: 'WORKFLOW',
      artefactCode: `flow${n}`,
      artefactName: `流程 ${n}`,
      content: { formId: form.id, graph: approvalByAdmins() },
    });
    await created('/form-service/flow/v1/publish', { flowId: flow.id });
  }
  // Eleven servers more (twelve with the seeded one); the last one has twelve APIs.
  let server = { id: 0 };
  for (const n of TWELVE.slice(0, 11)) {
    server = await created('/ibsp-bg-auth/sysApiServer/v1/server', {
      serverCode: `e2e-server-${n}`,
      serverName: `测试服务器 ${n}`,
      host: `host${n}.example.com`,
      basePath: `/base${n}`,
    });
  }
  for (const n of TWELVE) {
    await created('/ibsp-bg-auth/sysApi/v1/api', {
      serverId: server.id,
      apiCode: `api.${n}`,
      apiName: `接口 ${n}`,
      method: 'GET',
      path: `/things/${n}`,
    });
  }
});

describe('the shell’s artefact lists against the server', () => {
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/SourceCode`);
    await page.waitForURL(/\/app\/\d+\/SourceCode$/);
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sorts, pages and searches an application’s source files on the server', async () => {
    const list = grid(page, '源码');
    await poll(() => column(list, 'artefactCode')).toEqual(
      TWELVE.slice(0, 10).map((n) => `src${n}`),
    );
    expect(await total(page, 12).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'sources-list.png') });

    await sortBy(list, '名称', 'descending');
    await poll(() => column(list, 'artefactName')).toEqual(
      TWELVE.slice(2)
        .reverse()
        .map((n) => `源码 ${n}`),
    );
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => column(list, 'artefactName')).toEqual(['源码 02', '源码 01']);

    // a search starts again at the first page, in the order chosen
    await search(page, '编码或名称', 'src0');
    await poll(() => total(page, 9).count()).toBe(1);
    await poll(() => column(list, 'artefactName')).toEqual(
      TWELVE.slice(0, 9)
        .reverse()
        .map((n) => `源码 ${n}`),
    );
  });

  it('switches a source file off after asking, and on again at once', async () => {
    const list = grid(page, '源码');
    const toggle = list.getByRole('switch', { name: '启用“源码 09”' });
    await toggle.click();
    await poll(() => page.getByRole('dialog', { name: '停用确认' }).innerText()).toContain(
      '停用源码文件 源码 09？',
    );
    await confirmDisable(page);
    await poll(() => toggle.isChecked()).toBe(false);
    await toggle.click();
    await poll(() => toggle.isChecked()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('deletes the checked source files after one question', async () => {
    const list = grid(page, '源码');
    for (const name of ['源码 09', '源码 08']) {
      await checkRow(rows(list).filter({ hasText: name }).getByRole('checkbox'));
    }
    await page.getByRole('button', { name: '删除所选' }).click();
    const dialog = page.getByRole('dialog', { name: '删除确认' });
    await poll(() => dialog.innerText()).toContain('确定删除所选的 2 条记录吗？');
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'sources-delete-checked.png') });
    await dialog.getByRole('button', { name: '删除' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => total(page, 7).count()).toBe(1);
    expect(await column(list, 'artefactName')).not.toContain('源码 09');
    const left = await site.api<{ total: number }>('/form-service/artefact/v1/page', {
      method: 'POST',
      token,
      body: { appId, kind: 'SOURCE' },
    });
    expect(left.data.total).toBe(10);
  });

  it('lists the published flows by application, searches them, and starts one from its card', async () => {
    await page.goto(`${site.url}/processCenter/index`);
    const group = page.getByRole('region', { name: '列表测试' });
    const cards = group.getByRole('article');
    await poll(() => cards.count()).toBe(12);
    // flow10, flow11 and flow12 hold “flow1”; flow01 does not
    const area = page.getByRole('search', { name: '搜索流程' });
    await area.getByLabel('流程或应用的名称、编码').fill('flow1');
    await area.getByRole('button', { name: '搜索' }).click();
    await poll(() => cards.allInnerTexts()).toHaveLength(3);
    expect(await group.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
      '流程 10',
      '流程 11',
      '流程 12',
    ]);
    await page.screenshot({ path: join(shots, 'process-centre.png') });
    await group.getByRole('link', { name: '发起“流程 11”' }).click();
    await page.waitForURL(/\/processCenter\/handle\/\d+$/);
    await poll(() => page.getByLabel('事由').count()).toBe(1);
  });

  it('pages, sorts and searches the API servers, and pages and sorts a server’s APIs', async () => {
    await page.goto(`${site.url}/app/${appId}/ServerApi`);
    const servers = grid(page, 'API 服务器');
    await poll(() => rows(servers).count()).toBe(10);
    expect(await total(page, 12).count()).toBe(1);
    await sortBy(servers, '名称', 'descending');
    // (where the seeded 平台认证服务 falls among them is the database's collation's to say)
    await poll(async () => (await column(servers, 'serverName')).slice(0, 2)).toEqual([
      '测试服务器 11',
      '测试服务器 10',
    ]);
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => rows(servers).count()).toBe(2);
    await search(page, '服务器名称', '测试服务器 11');
    await poll(() => column(servers, 'serverName')).toEqual(['测试服务器 11']);

    await servers.getByRole('button', { name: '查看接口 测试服务器 11' }).click();
    const apis = grid(page, '“测试服务器 11”的接口');
    await poll(() => column(apis, 'apiCode')).toEqual(TWELVE.slice(0, 10).map((n) => `api.${n}`));
    expect(await column(apis, 'path')).toContain('/base11/things/01');
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => column(apis, 'apiCode')).toEqual(['api.11', 'api.12']);
    await sortBy(apis, '名称', 'descending');
    await poll(() => column(apis, 'apiName')).toEqual(
      TWELVE.slice(2)
        .reverse()
        .map((n) => `接口 ${n}`),
    );
    await page.screenshot({ path: join(shots, 'service-interfaces.png') });
  });

  it('pages, sorts and searches the overview of every application in the page', async () => {
    await page.goto(`${site.url}/businessCenter`);
    const list = grid(page, '应用概览');
    await poll(() => rows(list).count()).toBe(10);
    expect(await total(page, 12).count()).toBe(1);
    const totals = page.getByRole('region', { name: '合计', exact: true });
    expect(await totals.innerText()).toMatch(/^12\s+应用\s/);
    await sortBy(list, '应用编码', 'descending');
    await poll(() => column(list, 'appCode')).toEqual(
      TWELVE.slice(0, 10)
        .reverse()
        .map((n) => `e2e_more_${n}`),
    );
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => column(list, 'appCode')).toEqual(['e2e_lists', 'demo']);
    await search(page, '应用名称或编码', 'MORE_0');
    await poll(() => total(page, 9).count()).toBe(1);
    await poll(() => column(list, 'appCode')).toEqual(
      TWELVE.slice(0, 9)
        .reverse()
        .map((n) => `e2e_more_${n}`),
    );
    // the totals are of every application, whatever the search
    expect(await totals.innerText()).toMatch(/^12\s+应用\s/);
    await page.screenshot({ path: join(shots, 'business-overview.png') });
    await list.getByRole('link', { name: '更多应用 05' }).click();
    await page.waitForURL(/\/app\/\d+$/);
  });
});
