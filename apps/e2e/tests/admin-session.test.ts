/**
 * Signing in and out of the back-office in Chromium against the started server, as people
 * meet it: signing out shows no "session expired" dialog, the next user lands on a page of
 * their own (not the page of the one who left), and a page of the app that a user's roles do
 * not open says so (403) instead of "not found", and a screen reads what it shows of other
 * screens (the user screen's organisation tree) on its own grant. Screenshots go to
 * `test-results/admin/`.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, gridRows, poll } from './admin-site';

const site = adminSuite();
const { shots, api } = site;
const KEEPER = { account: 'user_keeper', password: 'Keeper-2026' };

interface ResourceRow {
  id: number;
  resourceCode: string;
  children?: ResourceRow[];
}
const flatten = (rows: ResourceRow[]): ResourceRow[] =>
  rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);

beforeAll(async () => {
  // a role that opens only 用户管理 (and its 新增), given to a new user
  const token = await site.token();
  const role = await api<{ id: number }>('/ibsp-bg-auth/sysRole/v1/role', {
    method: 'POST',
    token,
    body: { roleCode: 'user_keeper', roleName: '用户维护员', sort: 90 },
  });
  expect(role.code).toBe(20000);
  const tree = await api<ResourceRow[]>('/ibsp-bg-auth/sysResource/v1/tree', { token });
  // the platform's own resources come first (applications' menus may reuse their codes)
  const idOf = new Map<string, number>();
  for (const row of flatten(tree.data))
    if (!idOf.has(row.resourceCode)) idOf.set(row.resourceCode, row.id);
  const granted = await api('/ibsp-bg-auth/sysRole/v1/resources', {
    method: 'PUT',
    token,
    body: {
      roleId: role.data.id,
      resourceIds: [idOf.get('system:user'), idOf.get('system:user:add')],
      halfCheckedIds: [idOf.get('system')],
    },
  });
  expect(granted.code).toBe(20000);
  const user = await api<{ id: number }>('/ibsp-bg-auth/sysUser/v1/user', {
    method: 'POST',
    token,
    body: { account: KEEPER.account, username: '用户维护员小李', password: KEEPER.password },
  });
  expect(user.code).toBe(20000);
  const given = await api('/ibsp-bg-auth/sysRole/v1/users', {
    method: 'POST',
    token,
    body: { roleId: role.data.id, userIds: [user.data.id] },
  });
  expect(given.code).toBe(20000);
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
});
