/**
 * The whole life of a form in the application shell, in Chromium against the started server:
 * an application is created; a form is designed by drag and drop (a grid with two fields, a
 * select fed by a dictionary, a sub-table, a cloud-storage file upload), saved and published;
 * it is filled in with a 20 MiB file and submitted; the submission is read back in the form's
 * data and the file in the application's files; a second version is saved, compared with the
 * first and the first restored. Screenshots go to `test-results/shell/`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { drag, formEnd, middleOf } from './designer-drag';
import { checkRow, settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

const FORM = '生命周期表单';
const canvasItems = (page: Page) => page.locator('[data-drop-list="root:0"] > [data-drop-item]');
const palette = (page: Page, type: string) => page.locator(`[data-palette-type="${type}"]`).first();
const versionChip = (page: Page) => page.getByTestId('form-version');

/** Selects a widget of the canvas by clicking its top-left corner (not its control). */
const select = (item: Locator) => item.click({ position: { x: 24, y: 8 } });

interface Definition {
  list: { type: string; columns?: { list: { type: string }[] }[]; tableColumns?: unknown[] }[];
}

describe('the life of a form in the shell against the server', () => {
  let page: Page;
  let appId = 0;
  let formId = 0;
  const errors: string[] = [];
  const file = randomBytes(20 * 1024 * 1024);
  const digest = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

  it('designs a grid with two fields, a dictionary select, a sub-table and an upload', async () => {
    const token = await site.token();
    const created = await site.api<{ id: number }>('/ibsp-bg-auth/sysAppConfig/v1/app', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_life', appName: '生命周期' },
    });
    expect(created.code).toBe(20000);
    appId = created.data.id;

    page = await site.browser.newPage({ viewport: { width: 1440, height: 1000 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/Pages`);
    await page.waitForURL(/\/app\/\d+\/Pages$/);
    await page.getByRole('button', { name: '新建表单' }).click();
    const dialog = page.getByRole('dialog', { name: '新建表单' });
    await dialog.getByLabel('表单编码').fill('lifecycle');
    await dialog.getByLabel('表单名称').fill(FORM);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/formDesign\?formId=\d+$/);
    formId = Number(new URL(page.url()).searchParams.get('formId'));
    await poll(() => palette(page, 'grid').isVisible()).toBe(true);

    await drag(page, palette(page, 'grid'), formEnd(page));
    await poll(() => canvasItems(page).count()).toBe(1);
    const columns = canvasItems(page).first().locator('[data-drop-list]');
    await poll(() => columns.count()).toBe(2);
    await drag(page, palette(page, 'input'), middleOf(columns.nth(0)));
    await drag(page, palette(page, 'number'), middleOf(columns.nth(1)));
    await drag(page, palette(page, 'select'), formEnd(page));
    await drag(page, palette(page, 'table'), formEnd(page));
    await poll(() => canvasItems(page).count()).toBe(3);
    await drag(
      page,
      palette(page, 'input'),
      middleOf(canvasItems(page).nth(2).locator('[data-drop-list]').first()),
    );
    await drag(page, palette(page, 'fileupload'), formEnd(page));
    await poll(() => canvasItems(page).count()).toBe(4);

    // The select takes its options from the gender dictionary.
    await select(canvasItems(page).nth(1));
    await page.getByLabel('远端数据').check();
    await page.getByRole('combobox', { name: '数据来源' }).click();
    await page.getByRole('option', { name: '数据字典' }).click();
    await page.getByRole('combobox', { name: '数据字典' }).click();
    await page.getByRole('option', { name: '性别 (gender)' }).click();
    // The upload goes to the platform's cloud storage.
    await select(canvasItems(page).nth(3));
    await page.getByLabel('使用云存储').check();
    await page.getByLabel('存储域名').fill('http://127.0.0.1');
    await page.screenshot({ path: join(shots, 'life-designed.png') });

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await poll(() => versionChip(page).innerText()).toBe('版本 2');
    const stored = await site.api<{ definition: Definition }>(
      `/form-service/form/v1/form?id=${formId}`,
      { token },
    );
    const list = stored.data.definition.list;
    expect(list.map((w) => w.type)).toEqual(['grid', 'select', 'table', 'fileupload']);
    expect(list[0]?.columns?.map((c) => c.list.map((w) => w.type))).toEqual([
      ['input'],
      ['number'],
    ]);
    expect(list[2]?.tableColumns).toHaveLength(1);
  });

  it('publishes the saved version from the Pages list', async () => {
    await page.goto(`${site.url}/app/${appId}/Pages`);
    await page.getByRole('button', { name: `发布表单“${FORM}”` }).click();
    const dialog = page.getByRole('dialog', { name: `发布“${FORM}”` });
    await dialog.getByRole('button', { name: '发布', exact: true }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => page.getByText('已发布 第 2 版').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'life-published.png') });
  });

  it('fills the form in with a 20 MiB file and submits it', async () => {
    await page.goto(`${site.url}/FormContainer`);
    // the application's tab stays open, kept hidden, with its own link to the same form
    await page.locator(`a[href="/FormContainer?formId=${formId}"]:visible`).click();
    await poll(() => page.getByRole('heading', { name: FORM }).count()).toBe(1);
    await page.getByRole('textbox', { name: '单行文本' }).first().fill('张三');
    await page.getByRole('button', { name: '添加' }).click();
    await page.getByRole('textbox', { name: '单行文本（第 1 行）' }).fill('第一行');
    await page.getByRole('combobox', { name: '下拉选择框' }).click();
    await page.getByRole('option', { name: '男' }).click();

    // Every value the progress bar shows, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const value = Number(bar.getAttribute('aria-valuenow'));
          if (seen.at(-1) !== value) seen.push(value);
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: file });
    await page.getByRole('link', { name: 'big.bin' }).waitFor({ timeout: 150_000 });
    const seen = await page.evaluate(
      () => (window as unknown as { progressSeen: number[] }).progressSeen,
    );
    expect(seen.some((value) => value > 0 && value < 100)).toBe(true);
    await page.screenshot({ path: join(shots, 'life-filled.png') });

    await page.getByRole('button', { name: '提交' }).click();
    await poll(() => page.getByText(`“${FORM}”提交成功。`).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'life-submitted.png') });
  });

  it('shows the submission in the form’s data and the stored file in the application’s files', async () => {
    const token = await site.token();
    const page1 = await site.api<{ list: { id: number; data: Record<string, unknown> }[] }>(
      '/form-service/submission/v1/page',
      { method: 'POST', token, body: { formId, pageNo: 1, pageSize: 10 } },
    );
    expect(page1.data.list).toHaveLength(1);
    const data = page1.data.list[0]!.data;
    const values = Object.values(data);
    expect(values).toContain('张三');
    expect(values).toContain('1');
    const files = values.filter(Array.isArray).flat() as { url?: string; name?: string }[];
    const stored = files.find((item) => item.name === 'big.bin');
    expect(stored?.url).toContain('/storage/');
    const body = await fetch(`${site.platform.url}${new URL(stored!.url!).pathname}`, {
      headers: { 'X-Token': token },
    });
    expect(body.status).toBe(200);
    expect(digest(new Uint8Array(await body.arrayBuffer()))).toBe(digest(file));

    await page.goto(`${site.url}/app/${appId}/Pages`);
    await page.getByRole('button', { name: `数据：${FORM}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(FORM) });
    await poll(() => dialog.getByRole('row').count()).toBe(2);
    await dialog.getByRole('button', { name: /查看/ }).click();
    await poll(() => dialog.getByRole('link', { name: 'big.bin' }).count()).toBe(1);
    // The select shows the dictionary item's text, read-only.
    await poll(() => dialog.getByRole('combobox', { name: '下拉选择框' }).innerText()).toBe('男');
    await page.screenshot({ path: join(shots, 'life-submission.png') });
    await dialog.getByRole('button', { name: '关闭' }).click();
    await poll(() => dialog.count()).toBe(0);

    await page.goto(`${site.url}/app/${appId}/oss`);
    const row = page.getByRole('row').filter({ hasText: 'big.bin' });
    await poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('20.0 MB');
    await page.screenshot({ path: join(shots, 'life-files.png') });
  });

  it('saves a second version, compares it with the first and restores the first', async () => {
    await page.goto(`${site.url}/formDesign?formId=${formId}`);
    await poll(() => versionChip(page).innerText()).toBe('版本 2');
    await poll(() => canvasItems(page).count()).toBe(4);
    await drag(page, palette(page, 'textarea'), formEnd(page));
    await poll(() => canvasItems(page).count()).toBe(5);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await poll(() => versionChip(page).innerText()).toBe('版本 3');

    await page.getByRole('button', { name: '历史版本' }).click();
    const dialog = page.getByRole('dialog', { name: `“${FORM}”的历史版本` });
    await checkRow(dialog.getByRole('checkbox', { name: '选择第 2 版进行比较' }));
    await checkRow(dialog.getByRole('checkbox', { name: '选择第 3 版进行比较' }));
    await dialog.getByRole('button', { name: '比较所选版本' }).click();
    const compared = dialog.getByRole('table', { name: '第 2 版与第 3 版的组件对比' });
    await poll(() => compared.count()).toBe(1);
    await poll(() => dialog.getByText(/新增 1 个/).count()).toBeGreaterThan(0);
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'life-compare.png') });

    await dialog.getByRole('button', { name: '恢复第 2 版' }).click();
    const ask = page.getByRole('dialog', { name: '恢复第 2 版？' });
    await ask.getByRole('button', { name: '恢复', exact: true }).click();
    await poll(() => versionChip(page).innerText()).toBe('版本 4');
    await poll(() => canvasItems(page).count()).toBe(4);
    await page.screenshot({ path: join(shots, 'life-restored.png') });

    const token = await site.token();
    const stored = await site.api<{ version: number; definition: Definition }>(
      `/form-service/form/v1/form?id=${formId}`,
      { token },
    );
    expect(stored.data.version).toBe(4);
    expect(stored.data.definition.list.map((w) => w.type)).toEqual([
      'grid',
      'select',
      'table',
      'fileupload',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
