/**
 * The role and resource screens in Chromium against the started server: roles (create, edit,
 * search, page, status, grant resources, data scope, users, delete) with a grant taking effect
 * for a user after signing in again, and the resource tree (add children of the allowed types,
 * edit, move, status, sort, refused and confirmed deletes). Screenshots go to
 * `test-results/admin/` for review.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, confirmDisable, gridRows, poll, resourceIds, rowsText } from './admin-site';
import { checkRow } from './waits';

const site = adminSuite();
const { shots } = site;
const api = site.api;
const QA_PASSWORD = 'Qa-user-2026';

interface Grant {
  checkedIds: number[];
  halfCheckedIds: number[];
}
beforeAll(async () => {
  const token = await site.token();
  // enough roles for two pages, and a user to give the new role to
  for (let i = 1; i <= 12; i += 1) {
    const made = await api('/ibsp-bg-auth/sysRole/v1/role', {
      method: 'POST',
      token,
      body: {
        roleCode: `bulk_role${String(i).padStart(2, '0')}`,
        roleName: `批量角色${i}`,
        sort: 100 + i,
      },
    });
    expect(made.code).toBe(20000);
  }
  const user = await api('/ibsp-bg-auth/sysUser/v1/user', {
    method: 'POST',
    token,
    body: { account: 'qa_checker', username: '质检小王', password: QA_PASSWORD },
  });
  expect(user.code).toBe(20000);
});

/** The checkbox of a tree item (its own, not one of the items below it). */
const checkboxOf = (item: Locator) => item.locator('input[type="checkbox"]').first();
const dialog = (page: Page) => page.getByRole('dialog').last();
const notice = (page: Page, text: string | RegExp) =>
  page.locator('#notistack-snackbar').getByText(text);

describe('the role and resource screens against the server', () => {
  it('manages roles: create, edit, search, page, status, grant, data scope, users and delete', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/system/role');
    await page.waitForURL(/\/system\/role$/);
    await poll(() => page.title()).toBe('角色管理 - 综合业务平台');
    await poll(() => gridRows(page).count()).toBe(10);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toMatch(
      /共 1[4-9] 条|共 [2-9]\d 条/,
    );
    expect(await rowsText(page)).toContain('admin');
    await page.screenshot({ path: join(shots, 'roles.png') });

    // page 2
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => rowsText(page)).not.toContain('超级管理员');
    expect(await rowsText(page)).toContain('批量角色');

    // create: the renderer's rules, a code refused by the server, then a good one
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await poll(() => dialog(page).getByText('新增角色').count()).toBe(1);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText('请输入角色编码').count()).toBe(1);
    await dialog(page).getByLabel('角色编码').fill('9bad');
    await dialog(page).getByLabel('角色名称').fill('质检员');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() =>
      dialog(page)
        .getByText(/以字母开头/)
        .count(),
    ).toBe(1);
    await dialog(page).getByLabel('角色编码').fill('admin');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByRole('alert').innerText()).toContain('admin');
    await page.screenshot({ path: join(shots, 'role-create-refused.png') });
    await dialog(page).getByLabel('角色编码').fill('qa_role');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // search, edit, disable and enable
    const search = page.getByRole('search');
    await search.getByLabel('角色名称').fill('质检');
    await search.getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '修改 质检员 (qa_role)' }).click();
    await poll(() => dialog(page).getByLabel('角色名称').inputValue()).toBe('质检员');
    await dialog(page).getByLabel('角色名称').fill('质检主管');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('质检主管');
    const label = '质检主管 (qa_role)';
    await page.getByRole('button', { name: `停用 ${label}` }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: `启用 ${label}` }).count()).toBe(1);
    await page.getByRole('button', { name: `启用 ${label}` }).click();
    await poll(() => page.getByRole('button', { name: `停用 ${label}` }).count()).toBe(1);

    // export the current search to CSV
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const csv = (await readFile((await (await download).path()) ?? '', 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      '角色编码,角色名称,角色类型,应用 ID,数据权限,用户数,状态,内置,排序,备注,创建时间',
    );
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^qa_role,质检主管,平台角色,,仅本人,0,启用,,0,,\d{4}-/);

    // grant the positions screen (the menu and its buttons)
    await page.getByRole('button', { name: `授权 ${label}` }).click();
    const tree = dialog(page).getByRole('tree', { name: '资源树' });
    await poll(() => tree.getByRole('treeitem').count()).toBeGreaterThan(1);
    await dialog(page).getByRole('button', { name: '全部展开' }).click();
    // wait until every node is open and in place (the last menu's buttons are shown)
    await poll(() => tree.getByRole('treeitem', { name: /system:param:add$/ }).isVisible()).toBe(
      true,
    );
    const positions = tree.getByRole('treeitem', { name: /^职务管理 · 菜单/ });
    await poll(() => positions.getAttribute('aria-checked')).toBe('false');
    await positions.getByText(/^职务管理 · 菜单/).scrollIntoViewIfNeeded();
    await checkboxOf(positions).click({ force: true });
    await poll(() => positions.getAttribute('aria-checked')).toBe('true');
    await poll(() =>
      tree.getByRole('treeitem', { name: /^系统管理 · 目录/ }).getAttribute('aria-checked'),
    ).toBe('mixed');
    await page.screenshot({ path: join(shots, 'role-grant.png') });
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const token = await site.token();
    const roles = await api<{ list: { id: number; roleCode: string }[] }>(
      '/ibsp-bg-auth/sysRole/v1/page',
      { method: 'POST', token, body: { roleCode: 'qa_role' } },
    );
    const roleId = roles.data.list[0]?.id ?? 0;
    const grant = await api<Grant>(`/ibsp-bg-auth/sysRole/v1/resources?roleId=${roleId}`, {
      token,
    });
    const ids = await resourceIds(site, token);
    const codeOf = new Map([...ids].map(([code, id]) => [id, code]));
    const granted = grant.data.checkedIds.map((id) => codeOf.get(id));
    expect(granted).toContain('system:position');
    expect(granted).toContain('system:position:add');
    expect(grant.data.halfCheckedIds.map((id) => codeOf.get(id))).toEqual(['system']);

    // the grant shows again when the dialog opens again
    await page.getByRole('button', { name: `授权 ${label}` }).click();
    await poll(() =>
      dialog(page)
        .getByRole('treeitem', { name: /^职务管理 · 菜单/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await dialog(page).getByRole('button', { name: '取消' }).click();

    // data scope: custom organisations from the organisation tree
    await page.getByRole('button', { name: `数据权限 ${label}` }).click();
    await dialog(page).getByRole('radio', { name: '自定义机构' }).check({ force: true });
    const orgTree = dialog(page).getByRole('tree', { name: '机构树' });
    await poll(() => orgTree.getByRole('treeitem').count()).toBeGreaterThan(0);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText('自定义数据权限请至少选择一个机构').count()).toBe(1);
    const group = orgTree.getByRole('treeitem', { name: /^示例集团/ });
    await checkboxOf(group).click({ force: true });
    await page.screenshot({ path: join(shots, 'role-data-scope.png') });
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('自定义机构');
    const detail = await api<{ dataScope: string; dataScopeOrgIds: number[] }>(
      `/ibsp-bg-auth/sysRole/v1/role?id=${roleId}`,
      { token },
    );
    expect(detail.data.dataScope).toBe('CUSTOM');
    expect(detail.data.dataScopeOrgIds).toHaveLength(1);

    // users: pick one by account, see them listed
    await page.getByRole('button', { name: `用户 ${label}` }).click();
    await poll(() => dialog(page).getByText('暂无数据').count()).toBe(1);
    await dialog(page).getByRole('button', { name: '添加用户' }).click();
    const picker = page.getByRole('dialog', { name: '选择用户' });
    await picker.getByLabel('账号').fill('qa_checker');
    await picker.getByRole('button', { name: '搜索' }).click();
    await poll(() => picker.locator('[role="row"][data-id]').count()).toBe(1);
    await checkRow(picker.locator('[role="row"][data-id]').locator('input[type="checkbox"]'));
    await page.screenshot({ path: join(shots, 'role-user-picker.png') });
    await picker.getByRole('button', { name: '添加（1）' }).click();
    await poll(() => page.getByRole('dialog', { name: '选择用户' }).count()).toBe(0);
    const members = page.getByRole('dialog', { name: /^角色用户/ });
    await poll(() => members.locator('[role="row"][data-id]').innerText()).toContain('qa_checker');
    await page.screenshot({ path: join(shots, 'role-users.png') });
    await members.getByRole('button', { name: '取消' }).click();
    await poll(() => rowsText(page)).toMatch(/质检主管[\s\S]*\b1\b/);

    // the grant takes effect for that user at sign-in: positions yes, roles no
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 860 } });
    const userPage = await context.newPage();
    await site.signIn(userPage, 'qa_checker', QA_PASSWORD, '/');
    await poll(() => userPage.getByRole('link', { name: '职务管理' }).count()).toBe(1);
    expect(await userPage.getByRole('link', { name: '角色管理' }).count()).toBe(0);
    await userPage.getByRole('link', { name: '职务管理' }).click();
    await poll(() => userPage.getByRole('button', { name: '新增', exact: true }).count()).toBe(1);
    // the list loads: its rows, or the empty state where the data scope leaves none
    await poll(
      async () =>
        (await gridRows(userPage).count()) + (await userPage.getByText('暂无数据').count()),
    ).toBeGreaterThan(0);
    await userPage.screenshot({ path: join(shots, 'role-granted-user.png') });
    await context.close();

    // delete: refused while the role has users, then removed from the user and deleted
    await page.getByRole('button', { name: `删除 ${label}` }).click();
    await poll(() => dialog(page).innerText()).toContain(label);
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => notice(page, /仍被授予用户/).count()).toBe(1);
    await page.getByRole('button', { name: `用户 ${label}` }).click();
    await page.getByRole('button', { name: '移除 质检小王 (qa_checker)' }).click();
    await poll(() => dialog(page).innerText()).toContain('qa_checker');
    await dialog(page).getByRole('button', { name: '移除' }).click();
    await poll(() => members.getByText('暂无数据').count()).toBe(1);
    await members.getByRole('button', { name: '取消' }).click();
    await page.getByRole('button', { name: `删除 ${label}` }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('manages the resource tree: typed children, edit, move, status, sort and delete', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/system/resource');
    await page.waitForURL(/\/system\/resource$/);
    await poll(() => page.title()).toBe('资源管理 - 综合业务平台');
    await poll(() => rowsText(page)).toContain('system');
    const tree = page.getByRole('tree', { name: '资源树' });
    await tree.getByText('系统管理', { exact: true }).click();
    await poll(() => rowsText(page)).toContain('system:position');
    await page.screenshot({ path: join(shots, 'resources.png') });

    // search by part of a code: the matches with their ancestors, opened
    const search = page.getByRole('search');
    await search.getByLabel('名称或编码').fill('system:role');
    await search.getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    expect(await rowsText(page)).toContain('system:role');
    await poll(() => tree.getByText('授权', { exact: true }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'resource-search.png') });
    await search.getByRole('button', { name: '重置' }).click();
    await poll(() => rowsText(page)).toContain('system:position');

    // a menu below the directory, with the types a directory allows
    await page.getByRole('button', { name: '新增下级', exact: true }).click();
    await poll(() => dialog(page).getByRole('radio', { name: '目录' }).count()).toBe(1);
    expect(await dialog(page).getByRole('radio', { name: '按钮' }).count()).toBe(0);
    await dialog(page).getByRole('radio', { name: '菜单' }).check({ force: true });
    await dialog(page).getByLabel('资源名称').fill('质检菜单');
    await dialog(page).getByLabel('资源编码').fill('qa:menu');
    await dialog(page).getByLabel('路由地址').fill('qa');
    await dialog(page).getByLabel('组件路径').fill('system/qa/index');
    await dialog(page).getByLabel('图标', { exact: true }).fill('star');
    await page.screenshot({ path: join(shots, 'resource-create.png') });
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('qa:menu');

    // a button below the menu (a menu takes pages, buttons and APIs)
    await page.getByRole('button', { name: '新增下级 质检菜单 (qa:menu)' }).click();
    await poll(() => dialog(page).getByRole('radio', { name: '按钮' }).count()).toBe(1);
    expect(await dialog(page).getByRole('radio', { name: '目录' }).count()).toBe(0);
    await dialog(page).getByRole('radio', { name: '按钮' }).check({ force: true });
    await dialog(page).getByLabel('资源名称').fill('质检新增');
    await dialog(page).getByLabel('资源编码').fill('qa:menu:add');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // edit the menu
    await page.getByRole('button', { name: '修改 质检菜单 (qa:menu)' }).click();
    await poll(() => dialog(page).getByLabel('资源名称').inputValue()).toBe('质检菜单');
    await dialog(page).getByLabel('资源名称').fill('质检中心');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    const menu = '质检中心 (qa:menu)';
    await poll(() => rowsText(page)).toContain('质检中心');

    // status and sort
    await page.getByRole('button', { name: `停用 ${menu}` }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: `启用 ${menu}` }).count()).toBe(1);
    const row = gridRows(page).filter({ hasText: 'qa:menu' });
    await row.locator('[data-field="sort"]').dblclick();
    await row.locator('[data-field="sort"] input').fill('999');
    await row.locator('[data-field="sort"] input').press('Enter');
    await poll(() => notice(page, '排序已保存').count()).toBe(1);

    // a delete refused while something is below it
    await page.getByRole('button', { name: `删除 ${menu}` }).click();
    await poll(() => dialog(page).innerText()).toContain(menu);
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => notice(page, /下还有下级资源/).count()).toBe(1);

    // move the menu to the top level
    await page.getByRole('button', { name: `移动 ${menu}` }).click();
    await poll(() => dialog(page).getByRole('treeitem', { name: /^顶层/ }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'resource-move.png') });
    await dialog(page).getByText('顶层', { exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).not.toContain('qa:menu');
    await page.getByRole('button', { name: '顶层资源' }).first().click();
    await poll(() => rowsText(page)).toContain('qa:menu');

    // a code the server checks cannot be deleted
    await tree.getByText('系统管理', { exact: true }).click();
    await poll(() => rowsText(page)).toContain('system:position');
    await page.getByRole('button', { name: '删除 职务管理 (system:position)' }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => notice(page, /服务端会校验编码/).count()).toBe(1);

    // delete the button, then the menu
    await tree.getByText('质检中心', { exact: true }).click();
    await poll(() => rowsText(page)).toContain('qa:menu:add');
    await page.getByRole('button', { name: '删除 质检新增 (qa:menu:add)' }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    await page
      .getByRole('button', { name: `删除 ${menu}` })
      .first()
      .click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => tree.getByText('质检中心', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'resources-after.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
