/**
 * The back-office in Chromium against the started server: sign in as admin, the positions
 * screen (create, edit, search, page, delete), then as editor (fewer buttons), with
 * screenshots in `test-results/admin/` for review.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, confirmDisable, poll, rowsText } from './admin-site';
import { settled } from './waits';

const site = adminSuite();
const { shots } = site;
const signIn = (page: Page, account: string, password: string, path = '/') =>
  site.signIn(page, account, password, path);
const api = site.api;

beforeAll(async () => {
  // Enough positions for two pages.
  const token = await site.token();
  for (let i = 1; i <= 12; i += 1) {
    const made = await api('/ibsp-bg-auth/sysPosition/v1/position', {
      method: 'POST',
      token,
      body: {
        positionCode: `bulk${String(i).padStart(2, '0')}`,
        positionName: `批量职务${i}`,
        sort: 100 + i,
      },
    });
    expect(made.code).toBe(20000);
  }
});

const grid = (page: Page) => page.getByRole('grid');

describe('the back-office against the server', () => {
  it('refuses a wrong password with a clear message', async () => {
    const page = await site.browser.newPage();
    await signIn(page, 'admin', 'wrong-password');
    await poll(() => page.getByRole('alert').innerText()).toContain('账号或密码错误');
    await page.screenshot({ path: join(shots, 'sign-in-error.png') });
    await page.close();
  });

  it('signs in as admin and creates, edits, searches, pages and deletes positions', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'admin', 'Admin@123', '/system/position');
    await page.waitForURL(/\/system\/position$/);
    await poll(() => page.title()).toBe('职务管理 - 综合业务平台');
    await poll(() => page.getByRole('heading', { name: '职务管理' }).count()).toBe(1);
    await poll(() => grid(page).locator('[role="row"][data-id]').count()).toBe(10);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toMatch(
      /共 1[2-9] 条|共 [2-9]\d 条/,
    );
    await page.screenshot({ path: join(shots, 'positions-admin.png') });

    // page 2, then 20 rows a page
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => rowsText(page)).toContain('批量职务');
    const secondPage = await rowsText(page);
    await page.getByLabel('每页条数').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    await poll(() => grid(page).locator('[role="row"][data-id]').count()).toBeGreaterThan(10);
    expect(secondPage).not.toBe(await rowsText(page));

    // create: the renderer's rules first, then a duplicate refused by the server
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.getByText('新增职务').count()).toBe(1);
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => dialog.getByText('请输入职务编码').count()).toBe(1);
    await page.mouse.click(5, 5); // the overlay does not close the dialog
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    await dialog.getByLabel('职务编码').fill('bulk01');
    await dialog.getByLabel('职务名称').fill('重复编码');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'position-create-refused.png') });
    await dialog.getByLabel('职务编码').fill('qa_lead');
    await dialog.getByLabel('职务名称').fill('质量主管');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // search by name
    await page.getByRole('search').getByLabel('职务名称').fill('质量');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await poll(() => grid(page).locator('[role="row"][data-id]').count()).toBe(1);
    expect(await rowsText(page)).toContain('qa_lead');

    // edit
    await page.getByRole('button', { name: '修改 质量主管' }).click();
    await poll(() => page.getByRole('dialog').getByLabel('职务名称').inputValue()).toBe('质量主管');
    await page.getByRole('dialog').getByLabel('职务名称').fill('质量总监');
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('search').getByLabel('职务名称').fill('质量总监');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await poll(() => rowsText(page)).toContain('质量总监');
    await page.screenshot({ path: join(shots, 'position-edited.png') });

    // disable, then export the current search to CSV
    await page.getByRole('button', { name: '停用 质量总监' }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: '启用 质量总监' }).count()).toBe(1);
    expect(await rowsText(page)).toContain('停用');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('职务编码,职务名称,职级,所属机构,人数,状态,排序,备注,创建时间');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^qa_lead,质量总监,0,,0,停用,0,,\d{4}-/);

    // delete, with the record named in the confirmation
    await page.getByRole('button', { name: '删除 质量总监' }).click();
    await poll(() => page.getByRole('dialog').innerText()).toContain('质量总监 (qa_lead)');
    await page.screenshot({ path: join(shots, 'position-delete-confirm.png') });
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);

    // a screen the app does not have, and an unknown path: 404
    await page.goto(`${site.url}/no/such/page`);
    await poll(() => page.getByText('404').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signs in as editor: a forbidden deep link refused, positions without change buttons, logout', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    // a deep link to a screen the editor's role does not hold: the sign-in moves on to a page
    // of the editor's own, and opened once signed in it is refused (403)
    await signIn(page, 'editor', 'Editor@123', '/system/role');
    await page.waitForURL((url) => /^\/system\/(?!role$)/.test(url.pathname));
    await poll(() => page.getByRole('link', { name: '职务管理' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: '角色管理' }).count()).toBe(0);
    await page.goto(`${site.url}/system/role`);
    await poll(() => page.getByText('403', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'editor-forbidden-deep-link.png') });
    await page.getByRole('link', { name: '职务管理' }).click();
    await page.waitForURL(/\/system\/position$/);
    await poll(() => grid(page).locator('[role="row"][data-id]').count()).toBe(10);
    expect(await page.getByRole('button', { name: '新增', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^修改 / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^删除/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '导出', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^停用 / }).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'positions-editor.png') });
    await page.getByRole('button', { name: '普通编辑' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.close();
  });

  it('opens the expired-login dialog once the server ended the session, and re-login returns to sign-in', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'admin', 'Admin@123', '/system/position');
    await page.waitForURL(/\/system\/position$/);
    await poll(() => grid(page).locator('[role="row"][data-id]').count()).toBe(10);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token).toBeTruthy();
    const ended = await api(`/ibsp-bg-auth/sysUser/v1/logout?token=${token}`, { method: 'POST' });
    expect(ended.code).toBe(20000);
    await page.getByRole('search').getByLabel('职务编码').fill('CEO');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByRole('dialog').innerText()).toContain('状态提醒');
    await settled(page.getByRole('dialog'));
    await page.screenshot({ path: join(shots, 'expired-login.png') });
    await page.getByRole('dialog').getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fsystem%2Fposition/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    await context.close();
  });

  it('gives narrow windows the sidebar as a drawer, and switches the language', async () => {
    const page = await site.browser.newPage({ viewport: { width: 900, height: 800 } });
    await signIn(page, 'admin', 'Admin@123', '/system/position');
    await page.waitForURL(/\/system\/position$/);
    await poll(() => grid(page).locator('[role="row"][data-id]').count()).toBe(10);
    await poll(() => page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0);
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await poll(() => page.getByRole('navigation', { name: '主菜单' }).count()).toBe(1);
    await settled(page.getByRole('navigation', { name: '主菜单' }));
    await page.screenshot({ path: join(shots, 'narrow-drawer.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Positions');
    await poll(() => page.title()).toBe('Positions - 综合业务平台');
    await page.screenshot({ path: join(shots, 'positions-english.png') });
    await page.close();
  });
});
