/**
 * Designing a form in the application shell, in Chromium against the started server: a new
 * form from an application's Pages, two fields dropped by drag and drop, saved; changed and
 * saved again as the next version; the version list with a version opened read-only; a reload
 * showing what the server holds; closing the tab with unsaved changes asks first; a developer
 * without the right to change forms opening the designer by its address sees the form read-only.
 * Screenshots go to `test-results/shell/`.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll, roleHolder } from './admin-site';
import { drag, formEnd } from './designer-drag';
import { settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

const canvasItems = (page: Page) => page.locator('[data-drop-list="root:0"] > [data-drop-item]');
const paletteItem = (page: Page, type: string) =>
  page.locator(`[data-palette-type="${type}"]`).first();
const versionChip = (page: Page) => page.getByTestId('form-version');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /版本|未保存/ });

/** A pointer drag from a palette item to just below the form's last widget. */
const dropAtEnd = (page: Page, from: Locator) => drag(page, from, formEnd(page));

describe('designing a form in the shell against the server', () => {
  let page: Page;
  let formId = 0;
  const errors: string[] = [];

  it('creates a form in an application’s Pages and opens it in the designer', async () => {
    const token = await site.token();
    const created = await site.api<{ id: number }>('/ibsp-bg-auth/sysAppConfig/v1/app', {
      method: 'POST',
      token,
      body: { appCode: 'e2e_design', appName: '端到端设计' },
    });
    expect(created.code).toBe(20000);
    const appId = created.data.id;

    page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', `/app/${appId}/Pages`);
    await page.waitForURL(/\/app\/\d+\/Pages$/);
    await page.getByRole('button', { name: '新建表单' }).click();
    const dialog = page.getByRole('dialog', { name: '新建表单' });
    await dialog.getByLabel('表单编码').fill('e2e_lead');
    await dialog.getByLabel('表单名称').fill('线索登记');
    await page.screenshot({ path: join(shots, 'design-new-form.png') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/formDesign\?formId=\d+$/);
    formId = Number(new URL(page.url()).searchParams.get('formId'));
    await poll(() => page.getByRole('heading', { name: '线索登记' }).count()).toBe(1);
    // Creating stores the empty canvas as version 1.
    await poll(() => versionChip(page).innerText()).toBe('版本 1');
    await poll(() => paletteItem(page, 'input').isVisible()).toBe(true);
    expect(await canvasItems(page).count()).toBe(0);
  });

  it('drops two fields, saves them as version 2, changes the form and saves version 3', async () => {
    await dropAtEnd(page, paletteItem(page, 'input'));
    await poll(() => canvasItems(page).count()).toBe(1);
    await dropAtEnd(page, paletteItem(page, 'number'));
    await poll(() => canvasItems(page).count()).toBe(2);
    await poll(() => status(page).innerText()).toBe('有未保存的修改');
    await page.screenshot({ path: join(shots, 'design-two-fields.png') });

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await poll(() => versionChip(page).innerText()).toBe('版本 2');
    await poll(() => status(page).innerText()).toBe('已保存为版本 2');
    await page.screenshot({ path: join(shots, 'design-saved-v2.png') });

    await dropAtEnd(page, paletteItem(page, 'textarea'));
    await poll(() => canvasItems(page).count()).toBe(3);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await poll(() => versionChip(page).innerText()).toBe('版本 3');

    const token = await site.token();
    const stored = await site.api<{ version: number; definition: { list: { type: string }[] } }>(
      `/form-service/form/v1/form?id=${formId}`,
      { token },
    );
    expect(stored.data.version).toBe(3);
    expect(stored.data.definition.list.map((w) => w.type)).toEqual(['input', 'number', 'textarea']);
  });

  it('lists the versions and opens one read-only', async () => {
    await page.getByRole('button', { name: '历史版本' }).click();
    const dialog = page.getByRole('dialog', { name: '“线索登记”的历史版本' });
    const rows = dialog.getByRole('grid', { name: '历史版本' }).getByRole('row');
    await poll(() => rows.count()).toBe(4);
    await dialog.getByRole('button', { name: '查看版本 2' }).click();
    const widgets = dialog.getByRole('table', { name: '版本 2 的组件' }).getByRole('row');
    await poll(() => widgets.count()).toBe(3);
    expect(await widgets.nth(1).innerText()).toContain('input');
    expect(await widgets.nth(2).innerText()).toContain('number');
    await settled(dialog);
    await page.screenshot({ path: join(shots, 'design-versions.png') });
    await dialog.getByRole('button', { name: '关闭' }).click();
    await poll(() => dialog.count()).toBe(0);
  });

  it('opens the latest version after a reload, and asks before closing with unsaved changes', async () => {
    await page.reload();
    await poll(() => versionChip(page).innerText()).toBe('版本 3');
    await poll(() => canvasItems(page).count()).toBe(3);

    await dropAtEnd(page, paletteItem(page, 'input'));
    await poll(() => canvasItems(page).count()).toBe(4);
    const tabBar = page.getByRole('navigation', { name: '已访问的页面' });
    await tabBar
      .getByRole('button', { name: /^关闭 / })
      .last()
      .click();
    // the shell's own question, not the browser's
    const question = page.getByRole('dialog', { name: '放弃未保存的修改？' });
    await poll(() => question.innerText()).toContain('线索登记');
    await question.getByRole('button', { name: '继续编辑' }).click();
    await question.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/formDesign');
    expect(await canvasItems(page).count()).toBe(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the form read-only to a developer who may read but not change forms', async () => {
    await roleHolder(site, {
      roleCode: 'form_reader',
      roleName: '表单查看',
      codes: ['system:appConfig'],
      dataScope: 'SELF',
      account: 'form_reader',
      password: 'Reader-2026',
      username: '表单查看员',
      orgCode: 'BJ-RD',
    });
    const reader = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    const readerErrors: string[] = [];
    reader.on('pageerror', (error) => readerErrors.push(error.message));
    await site.signIn(reader, 'form_reader', 'Reader-2026', `/formDesign?formId=${formId}`);
    await poll(() => reader.getByText(/^你只能查看此表单/).count()).toBe(1);
    await poll(() => reader.getByRole('heading', { name: '线索登记' }).count()).toBe(1);
    // the form as it is filled in, and nothing that changes it
    await poll(() => reader.getByRole('textbox').count()).toBeGreaterThan(0);
    expect(await reader.getByRole('button', { name: '保存' }).count()).toBe(0);
    expect(await paletteItem(reader, 'input').count()).toBe(0);
    await reader.screenshot({ path: join(shots, 'design-read-only.png') });
    expect(readerErrors).toEqual([]);
    await reader.close();
  });
});
