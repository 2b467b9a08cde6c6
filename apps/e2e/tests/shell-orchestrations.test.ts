/**
 * A service orchestration in Chromium against the started server: three steps (the regions
 * below a region, a script over their rows, the regions below the first of them) saved for the
 * sample application; the developer opens it, gives the input and test-runs it as edited, and
 * reads each step's input and output and the final output; a script that throws fails its run
 * naming the step. Screenshots go to `test-results/shell/orchestrations/`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'orchestrations');

describe('a service orchestration test-run by a developer', () => {
  let page: Page;
  let appId = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    const token = await site.token();
    const app = await site.api<{ id: number }>('/form-service/app/v1/app?appCode=demo', { token });
    appId = app.data.id;
    const views = await site.api<{ records: { id: number; viewCode: string }[] }>(
      '/dataview-service/view/v1/list',
      { token },
    );
    const viewId = views.data.records.find((view) => view.viewCode === 'region_children')?.id;
    const saved = await site.api('/form-service/artefact/v1/artefact', {
      method: 'POST',
      token,
      body: {
        appId,
        kind: 'ORCHESTRATION',
        artefactCode: 'region_walk',
        artefactName: '区划下钻',
        content: {
          inputs: [{ name: 'parent', type: 'number', required: true }],
          steps: [
            {
              key: 'top',
              name: '下级区划',
              type: 'DATA_VIEW',
              viewId,
              params: { parentId: '${input.parent}' },
            },
            {
              key: 'ids',
              name: '取编号',
              type: 'SCRIPT',
              script: 'return steps.top.rows.map((row) => row.id);',
            },
            {
              key: 'below',
              name: '再下一级',
              type: 'DATA_VIEW',
              viewId,
              params: { parentId: '${steps.ids[0]}' },
            },
          ],
        },
      },
    });
    expect(saved.code, saved.message).toBe(20000);
    page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/ServiceOrchestration`);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(async () => {
    await page?.close();
  });

  it('runs as edited and shows each step’s input and output, then a failing step', async () => {
    await page.getByRole('button', { name: '修改 区划下钻' }).click();
    const dialog = page.getByRole('dialog', { name: /区划下钻/ });
    const panel = dialog.getByRole('region', { name: '测试运行' });
    await panel.getByLabel('parent').fill('1');
    await panel.getByRole('button', { name: '运行' }).click();
    const result = panel.getByRole('list', { name: '运行结果' });
    await poll(() => result.getByRole('listitem').count()).toBe(3);
    const output = panel.getByRole('region', { name: '最终输出', exact: true });
    await poll(() => output.innerText()).toContain('东城区');
    await result.getByText('第 2 步：取编号').click();
    await poll(() => panel.getByRole('region', { name: '第 2 步的输出' }).innerText()).toMatch(
      /\[\s*2\s*\]/,
    );
    await settled(panel);
    await panel.screenshot({ path: join(shots, 'test-run.png') });

    const script = dialog.getByRole('textbox', { name: '脚本' });
    await script.fill('throw new Error("没有下级区划");');
    await panel.getByRole('button', { name: '运行' }).click();
    await poll(() => panel.getByText('步骤“取编号”失败：Error: 没有下级区划').count()).toBe(1);
    await settled(panel);
    await page.screenshot({ path: join(shots, 'failed.png') });
    expect(errors).toEqual([]);
  });
});
