/**
 * The logs and the home of the back-office in Chromium against the started server: a failed
 * and a good sign-in are listed in 登录日志, searched and exported; a change made on a screen
 * is listed in 操作日志 with its outcome and opens in detail; the home (首页) shows the counts
 * and the latest events, and a user without the log codes gets no log panels. Screenshots go
 * to `test-results/admin/`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, gridRows, poll, resourceIds, rowsText } from './admin-site';
import { settled } from './waits';

const site = adminSuite();
const { shots, api } = site;
const VIEWPORT = { width: 1366, height: 860 };
const HOME_VIEWER = { account: 'home_viewer', password: 'Viewer-2026' };

/** The rows of a downloaded CSV (without the BOM), the header first. */
async function csvLines(page: Page, click: () => Promise<void>): Promise<string[]> {
  const download = page.waitForEvent('download');
  await click();
  const text = await readFile((await (await download).path()) ?? '', 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** Picks `option` in the search area's select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('search').getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const search = (page: Page) => page.getByRole('search').getByRole('button', { name: '搜索' });

describe('the logs and the home of the back-office', () => {
  it('lists a failed and a good sign-in in 登录日志, searches and exports them', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // lisi mistypes the password; then the administrator signs in on the same page
    await site.signIn(page, 'lisi', 'Not-the-password-1', '/system/loginLog');
    await poll(() => page.getByRole('alert').innerText()).toContain('账号或密码错误');
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@123');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL(/\/system\/loginLog$/);
    await poll(() => page.title()).toBe('登录日志 - 综合业务平台');
    await poll(() => gridRows(page).count()).toBeGreaterThan(1);
    const [newest, before] = await gridRows(page).allInnerTexts();
    expect(newest).toMatch(/admin[\s\S]*系统管理员[\s\S]*127\.0\.0\.1[\s\S]*成功[\s\S]*登录成功/);
    expect(before).toMatch(/lisi[\s\S]*李四[\s\S]*Chrome \d+[\s\S]*失败[\s\S]*账号或密码错误/);
    await page.screenshot({ path: join(shots, 'login-log.png') });

    // search: lisi's failures
    await page.getByRole('search').getByLabel('登录账号').fill('lisi');
    await choose(page, '登录状态', '失败');
    await search(page).click();
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 1 条');
    expect(await rowsText(page)).not.toContain('admin');
    await page.screenshot({ path: join(shots, 'login-log-searched.png') });

    // the export holds the search, all of it
    const lines = await csvLines(page, () =>
      page.getByRole('button', { name: '导出', exact: true }).click(),
    );
    expect(lines[0]).toBe(
      '登录账号,用户名称,登录地址,浏览器,操作系统,登录状态,提示信息,登录时间,用户代理',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^lisi,李四,127\.0\.0\.1,(Headless )?Chrome \d+,Linux,失败,账号或密码错误,\d{4}-/,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists a change made on a screen in 操作日志 with its outcome, and opens it in detail', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/system/position');
    await page.waitForURL(/\/system\/position$/);
    await poll(() => gridRows(page).count()).toBeGreaterThan(0);

    // a new position, then the same code again (refused by the server)
    const dialog = page.getByRole('dialog');
    for (const name of ['审计专员', '重复的审计专员']) {
      await page.getByRole('button', { name: '新增', exact: true }).click();
      await dialog.getByLabel('职务编码').fill('audit_e2e');
      await dialog.getByLabel('职务名称').fill(name);
      await dialog.getByRole('button', { name: '确定' }).click();
      if (name === '审计专员') await poll(() => page.getByRole('dialog').count()).toBe(0);
    }
    await poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: '取消' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // to the operation log through the sidebar
    await page.getByRole('link', { name: '操作日志' }).click();
    await page.waitForURL(/\/system\/operLog$/);
    await poll(() => page.getByRole('heading', { name: '操作日志' }).count()).toBe(1);
    await poll(() => rowsText(page)).toContain('Add a position');
    const [refused, made] = await gridRows(page).allInnerTexts();
    expect(refused).toMatch(
      /职务管理[\s\S]*新增[\s\S]*Add a position[\s\S]*admin[\s\S]*失败 40009/,
    );
    expect(made).toMatch(/职务管理[\s\S]*新增[\s\S]*Add a position[\s\S]*admin[\s\S]*成功/);
    await page.screenshot({ path: join(shots, 'oper-log.png') });

    // search the module's failures
    await choose(page, '系统模块', '职务管理');
    await choose(page, '操作状态', '失败');
    await search(page).click();
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 1 条');
    const lines = await csvLines(page, () =>
      page.getByRole('button', { name: '导出', exact: true }).click(),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^职务管理,新增,Add a position \(positionCode unique\),admin,系统管理员,POST,\/ibsp-bg-auth\/sysPosition\/v1\/position,,127\.0\.0\.1,失败,40009,/,
    );

    // the successful one in detail: parameters, target, outcome
    await choose(page, '操作状态', '成功');
    await search(page).click();
    // the count was already 1 for the failures: wait for the row to change, not for the count
    await poll(async () => {
      const rows = await rowsText(page);
      return rows.includes('成功') && !rows.includes('失败');
    }).toBe(true);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 1 条');
    await gridRows(page)
      .first()
      .getByRole('button', { name: /^详情 / })
      .click();
    const detail = page.getByRole('dialog', { name: '操作日志详情' });
    await poll(() => detail.innerText()).toContain('"positionCode": "audit_e2e"');
    const text = await detail.innerText();
    expect(text).toContain('职务管理 · 新增');
    expect(text).toContain('POST /ibsp-bg-auth/sysPosition/v1/position');
    expect(text).toMatch(/成功\s*·\s*返回码 20000/);
    expect(text).toMatch(/操作对象\s*\d+/);
    await settled(detail);
    await page.screenshot({ path: join(shots, 'oper-log-detail.png') });
    await detail.getByRole('button', { name: '关闭' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the counts and the latest events on the home; no log panels without the log codes', async () => {
    const token = await site.token();
    const users = await api<{ total: number }>('/ibsp-bg-auth/sysUser/v1/page', {
      method: 'POST',
      token,
      body: { pageSize: 1 },
    });
    const page = await site.browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // the administrator's home is the dashboard
    await site.signIn(page, 'admin', 'Admin@123', '/');
    await page.waitForURL(/\/system\/dashboard$/);
    await poll(() => page.title()).toBe('首页 - 综合业务平台');
    // the home is the breadcrumb's first item, and nothing after it
    expect(await page.getByRole('navigation', { name: '面包屑' }).innerText()).toBe('首页');
    const usersCard = page.getByRole('region', { name: '用户数' });
    await poll(() => usersCard.innerText()).toContain(String(users.data.total));
    for (const name of ['应用数', '表单数', '本周提交']) {
      expect(await page.getByRole('region', { name }).count()).toBe(1);
    }
    const failed = page.getByRole('region', { name: '今日登录失败' });
    expect(Number((await failed.innerText()).match(/\n(\d+)\n/)?.[1])).toBeGreaterThanOrEqual(1);
    await poll(() => page.getByRole('region', { name: '最近登录失败' }).innerText()).toContain(
      '李四 (lisi) · 账号或密码错误',
    );
    await poll(() => page.getByRole('region', { name: '最近操作' }).innerText()).toContain(
      '职务管理',
    );
    expect(await page.getByRole('img', { name: /^近 7 日登录/ }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'dashboard.png') });

    // the failed sign-ins' card opens the login log
    await page.getByRole('link', { name: /^今日登录失败/ }).click();
    await page.waitForURL(/\/system\/loginLog$/);
    await page.close();

    // a role with the home and the user screen only (its data scope: 仅本人)
    const role = await api<{ id: number }>('/ibsp-bg-auth/sysRole/v1/role', {
      method: 'POST',
      token,
      body: { roleCode: 'home_viewer', roleName: '首页查看', sort: 95 },
    });
    const ids = await resourceIds(site, token);
    const granted = await api('/ibsp-bg-auth/sysRole/v1/resources', {
      method: 'PUT',
      token,
      body: {
        roleId: role.data.id,
        resourceIds: ['system:dashboard', 'system:user'].map((code) => ids.get(code)),
        halfCheckedIds: [ids.get('system')],
      },
    });
    expect(granted.code).toBe(20000);
    const created = await api('/ibsp-bg-auth/sysUser/v1/user', {
      method: 'POST',
      token,
      body: { ...HOME_VIEWER, username: '首页查看员', roleIds: [role.data.id] },
    });
    expect(created.code).toBe(20000);
    const context = await site.browser.newContext({ viewport: VIEWPORT });
    const viewer = await context.newPage();
    viewer.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(viewer, HOME_VIEWER.account, HOME_VIEWER.password, '/');
    await viewer.waitForURL(/\/system\/dashboard$/);
    // people within the data scope: 仅本人, the viewer alone
    await poll(() => viewer.getByRole('region', { name: '用户数' }).innerText()).toMatch(
      /^用户数\s+1$/,
    );
    for (const name of ['今日登录失败', '最近登录失败', '最近操作', '应用数', '近 7 日登录']) {
      expect(await viewer.getByRole('region', { name }).count(), name).toBe(0);
    }
    expect(await viewer.getByRole('link', { name: '登录日志' }).count()).toBe(0);
    await viewer.screenshot({ path: join(shots, 'dashboard-without-logs.png') });
    await context.close();
    expect(errors).toEqual([]);
  });
});
