/**
 * Scheduled tasks in Chromium against the started server, whose job engine runs them: the
 * developer writes an every-minute task on a data view, sees its next five times as the
 * expression is typed, saves it and runs it now; its run appears in the history with the
 * view's row count and a sample. A task whose view lacks a required parameter fails: its error
 * is shown in the history and its owner finds the notice in the header. Screenshots go to
 * `test-results/shell/tasks/`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, demoAppId, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'tasks');

describe('scheduled tasks worked by a developer', () => {
  let page: Page;
  let appId = 0;
  const errors: string[] = [];

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    const token = await site.token();
    appId = await demoAppId(site, token);
    page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/TaskScheduling`);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
  afterAll(async () => {
    await page?.close();
  });

  /** The history dialog of a task, opened from its row. */
  async function history(name: string) {
    await page.getByRole('button', { name: `运行记录 ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `“${name}”的运行记录` });
    await dialog.waitFor();
    return dialog;
  }

  it('writes an every-minute task, sees its next runs, runs it now and finds the rows', async () => {
    await page.goto(`${site.url}/app/${appId}/TaskScheduling`);
    await page.getByRole('button', { name: '新建定时任务' }).click();
    const dialog = page.getByRole('dialog', { name: '新建定时任务' });
    await dialog.getByLabel('编码').fill('region_count');
    await dialog.getByLabel('名称').fill('区划统计');
    const cron = dialog.getByLabel('Cron 表达式');
    await cron.fill('* * * * *');
    const preview = dialog.getByText('接下来五次运行（Asia/Shanghai）：');
    await preview.waitFor();
    await dialog.getByRole('combobox', { name: '数据视图' }).click();
    await page.getByRole('option', { name: /行政区划/ }).click();
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'editor.png') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '立即运行 区划统计' }).click();
    await poll(() => page.getByText('已开始运行').count()).toBeGreaterThan(0);
    const runs = await history('区划统计');
    const manual = runs.getByRole('row').filter({ hasText: '手动' });
    // the run ends on the server; the history is refreshed until it says so
    await poll(async () => {
      await runs.getByRole('button', { name: '刷新' }).click();
      return manual.first().innerText();
    }).toMatch(/成功[\s\S]*16 行/);
    await manual.first().click();
    await poll(() => runs.getByText('共 16 行，显示前 16 行').count()).toBe(1);
    expect(await runs.getByRole('table').last().innerText()).toContain('北京市');
    await settled(runs);
    await page.screenshot({ path: join(shots, 'history.png') });
    await runs.getByRole('button', { name: '关闭' }).click();
  });

  it('shows a failing task’s error in its history and tells its owner', async () => {
    const token = await site.token();
    const views = await site.api<{ records: { id: number; viewCode: string }[] }>(
      '/dataview-service/view/v1/list',
      { token },
    );
    const children = views.data.records.find((view) => view.viewCode === 'region_children');
    const saved = await site.api('/form-service/artefact/v1/artefact', {
      method: 'POST',
      token,
      body: {
        appId,
        kind: 'TASK',
        artefactCode: 'children_without_parent',
        artefactName: '缺参数的任务',
        content: {
          cron: '0 3 * * *',
          targetType: 'DATA_VIEW',
          viewId: children?.id,
          enabled: false,
        },
      },
    });
    expect(saved.code, saved.message).toBe(20000);

    await page.reload();
    await page.getByRole('button', { name: '立即运行 缺参数的任务' }).click();
    const runs = await history('缺参数的任务');
    await poll(async () => {
      await runs.getByRole('button', { name: '刷新' }).click();
      return runs.getByRole('row').nth(1).innerText();
    }).toContain('失败');
    await runs.getByRole('row').nth(1).click();
    await poll(() => runs.getByText(/params\.parentId/).count()).toBeGreaterThan(0);
    await settled(runs);
    await page.screenshot({ path: join(shots, 'failed.png') });
    await runs.getByRole('button', { name: '关闭' }).click();

    // the header asks for its counts now and then; a new page asks at once
    await page.reload();
    await page.getByRole('button', { name: /^通知，[1-9]\d* 条未读$/ }).click();
    const noticesOpen = page.getByRole('dialog', { name: '通知' });
    await poll(() => noticesOpen.getByText('定时任务失败：缺参数的任务').count()).toBe(1);
    await settled(noticesOpen);
    await page.screenshot({ path: join(shots, 'notice.png') });
    expect(errors).toEqual([]);
  });
});
