/**
 * Signing in and out of the back-office in Chromium against the started server, as people
 * meet it: signing out shows no "session expired" dialog, the next user lands on a page of
 * their own (not the page of the one who left), and a page of the app that a user's roles do
 * not open says so (403) instead of "not found", and a screen reads what it shows of other
 * screens (the user screen's organisation tree) on its own grant. Screenshots go to
 * `test-results/admin/`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, gridRows, poll, roleHolder, rowsText } from './admin-site';

const site = adminSuite();
const { shots } = site;
const KEEPER = { account: 'user_keeper', password: 'Keeper-2026' };
const LONER = { account: 'self_only', password: 'Loner-2026' };

beforeAll(async () => {
  // a role that opens only 用户管理 (with 新增 and 导出), 本机构及下级, given to a new user
  // of 上海分公司; and one with 仅本人, given to a new user of 财务部
  await roleHolder(site, {
    roleCode: 'user_keeper',
    roleName: '用户维护员',
    codes: ['system:user', 'system:user:add', 'system:user:export'],
    dataScope: 'ORG_AND_CHILD',
    ...KEEPER,
    username: '用户维护员小李',
    orgCode: 'SH',
  });
  await roleHolder(site, {
    roleCode: 'self_only',
    roleName: '仅本人查看',
    codes: ['system:user', 'system:user:export'],
    dataScope: 'SELF',
    ...LONER,
    username: '财务小王',
    orgCode: 'SH-FIN',
  });
});

/** Whether every request the page has sent from now on is settled (answered or failed). */
function trackRequests(page: Page) {
  let open = 0;
  page.on('request', () => (open += 1));
  page.on('requestfinished', () => (open -= 1));
  page.on('requestfailed', () => (open -= 1));
  return { allAnswered: () => open === 0 };
}

describe('signing in and out of the back-office', () => {
  it('signs out without a "session expired" dialog; the next user lands on their own first page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/system/role');
    await page.waitForURL(/\/system\/role$/);
    await poll(() => gridRows(page).count()).toBeGreaterThan(0);

    const requests = trackRequests(page);
    await page.getByTitle('用户菜单').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('账号').waitFor();
    // whatever the screens still asked while signing out has been answered: no dialog came of it
    await poll(() => requests.allAnswered()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'signed-out.png') });

    // the sign-in page still holds the administrator's page; this user may not open it
    const signingIn = trackRequests(page);
    await page.getByLabel('账号').fill(KEEPER.account);
    await page.getByLabel('密码', { exact: true }).fill(KEEPER.password);
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL(/\/system\/user$/);
    await poll(() => page.title()).toBe('用户管理 - 综合业务平台');
    expect(await page.getByText('404').count()).toBe(0);
    expect(await page.getByRole('link', { name: '角色管理' }).count()).toBe(0);
    // the screen reads what it shows of other screens without their grants: the organisation
    // tree is there and no call was refused
    await poll(() => page.getByRole('tree').getByRole('treeitem').count()).toBeGreaterThan(0);
    await poll(() => gridRows(page).count()).toBeGreaterThan(0);
    await poll(() => signingIn.allAnswered()).toBe(true);
    expect(await page.locator('#notistack-snackbar').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'next-user-first-page.png') });

    // a page of the app that this user's roles do not open: 403, named in the breadcrumb
    await page.goto(`${site.url}/system/role`);
    await poll(() => page.getByRole('heading', { name: '没有访问权限' }).count()).toBe(1);
    expect(await page.getByText('403', { exact: true }).count()).toBe(1);
    await poll(() => page.title()).toBe('没有访问权限 - 综合业务平台');
    const breadcrumb = page.getByRole('navigation', { name: '面包屑' });
    expect(await breadcrumb.innerText()).toContain('没有访问权限');
    await page.screenshot({ path: join(shots, 'forbidden-page.png') });

    // an unknown path is still "not found"
    await page.goto(`${site.url}/system/no-such-screen`);
    await poll(() => page.getByRole('heading', { name: '页面不存在' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows each user the people of their data scope, on the screen and in the export', async () => {
    const seen = async (account: string, password: string, shot: string) => {
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
      await site.signIn(page, account, password, '/system/user');
      await page.waitForURL(/\/system\/user$/);
      await poll(() => gridRows(page).count()).toBeGreaterThan(0);
      // the tree loads apart from the rows: 全部机构 and at least the user's own organisation
      const items = page.getByRole('tree').getByRole('treeitem');
      await poll(() => items.count()).toBeGreaterThan(1);
      const tree = (await items.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
      const rows = await rowsText(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出', exact: true }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const exported = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort();
      await page.screenshot({ path: join(shots, shot) });
      await page.close();
      return { tree, rows, exported };
    };

    // 本机构及下级 in 上海分公司: its own people and those of its departments, nobody else
    const keeper = await seen(KEEPER.account, KEEPER.password, 'scope-org-and-below.png');
    expect(keeper.exported).toEqual(['lisi', 'self_only', 'user_keeper', 'wangwu']);
    expect(keeper.tree).toContain('上海分公司');
    expect(keeper.tree).not.toContain('北京分公司');
    for (const account of keeper.exported) expect(keeper.rows).toContain(account);
    expect(keeper.rows).not.toContain('zhangsan');

    // 仅本人: one row, their own; the tree names their department only
    const loner = await seen(LONER.account, LONER.password, 'scope-self.png');
    expect(loner.exported).toEqual(['self_only']);
    expect(loner.tree.filter((name) => name !== '全部机构')).toEqual(['财务部']);
    expect(loner.rows).not.toContain('lisi');
  });

  it('keeps the row actions in view in an 800 px window', async () => {
    const page = await site.browser.newPage({ viewport: { width: 800, height: 760 } });
    await site.signIn(page, 'admin', 'Admin@123', '/system/user');
    await page.waitForURL(/\/system\/user$/);
    await poll(() => gridRows(page).count()).toBeGreaterThan(0);
    const scroller = page.getByRole('grid').locator('.MuiDataGrid-virtualScroller');
    // the columns are wider than the list: it scrolls sideways
    await poll(() =>
      scroller.evaluate((element) => element.scrollWidth > element.clientWidth),
    ).toBe(true);
    const edit = page.getByRole('button', { name: /^修改 / }).first();
    const inView = async () => {
      const box = await edit.boundingBox();
      const frame = await scroller.boundingBox();
      return box !== null && frame !== null && box.x + box.width <= frame.x + frame.width;
    };
    await poll(inView).toBe(true);
    await page.screenshot({ path: join(shots, 'narrow-row-actions.png') });
    // scrolled to the far left and right, the actions stay where they are
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await poll(inView).toBe(true);
    await page.close();
  });
});
