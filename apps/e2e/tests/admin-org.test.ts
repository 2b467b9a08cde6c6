/**
 * The organisation screens in Chromium against the started server: 组织机构 (tree, create,
 * create child, edit, search, page, move, sort, leader, disable, delete), 用户组管理 (CRUD,
 * members through the picker, roles) and 我的部门 (members, link, unlink, roles), with
 * screenshots in `test-results/admin/` for review.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, confirmDisable, gridRows, poll, rowsText } from './admin-site';
import { checkRow } from './waits';

const site = adminSuite();
const { shots } = site;
const api = site.api;

interface Node {
  id: number;
  orgCode: string;
  orgName: string;
  sort: number;
  leaderName: string | null;
  status: number;
  children?: Node[];
}
const find = (nodes: readonly Node[], code: string): Node | undefined => {
  for (const node of nodes) {
    if (node.orgCode === code) return node;
    const below = find(node.children ?? [], code);
    if (below) return below;
  }
  return undefined;
};
const orgTree = async () =>
  (await api<Node[]>('/ibsp-bg-auth/sysOrg/v1/tree', { token: await site.token() })).data;

beforeAll(async () => {
  // Enough organisations for a second page (7 are seeded).
  const token = await site.token();
  const bj = find(await orgTree(), 'BJ');
  for (let i = 1; i <= 6; i += 1) {
    const made = await api('/ibsp-bg-auth/sysOrg/v1/org', {
      method: 'POST',
      token,
      body: { parentId: bj?.id, orgCode: `bulk${i}`, orgName: `批量部门${i}`, sort: 10 + i },
    });
    expect(made.code).toBe(20000);
  }
});

const open = async (path: string, heading: string) => {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await site.signIn(page, 'admin', 'Admin@123', path);
  await page.waitForURL(new RegExp(`${path}$`));
  await poll(() => page.getByRole('heading', { name: heading }).count()).toBe(1);
  return page;
};
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const search = (page: Page) => page.getByRole('search').first();
const save = (dialog: Locator) => dialog.getByRole('button', { name: '确定' }).click();
const pickRow = (dialog: Locator, text: string) =>
  checkRow(dialog.getByRole('row', { name: new RegExp(text) }).getByRole('checkbox'));

describe('the organisation screens against the server', () => {
  it('组织机构: tree, create, child, edit, search, page, move, sort, leader, disable, delete', async () => {
    const page = await open('/system/org', '组织机构');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const tree = page.getByRole('tree', { name: '组织机构树' });
    await poll(() => tree.getByText('研发部').count()).toBe(1);
    await poll(() => gridRows(page).count()).toBe(10);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 13 条');
    await page.screenshot({ path: join(shots, 'org.png') });

    // page 2
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => gridRows(page).count()).toBe(3);

    // a node of the tree scopes the list to its children
    await tree.getByText('上海分公司').click();
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 2 条');
    expect(await rowsText(page)).toContain('财务部');

    // create under the chosen node: the renderer's rules, then the server's duplicate check
    await page.getByRole('button', { name: '新增', exact: true }).click();
    let dialog = dialogNamed(page, '新增组织机构');
    await save(dialog);
    await poll(() => dialog.getByText('请输入机构编码').count()).toBe(1);
    await dialog.getByLabel('机构编码').fill('SH-FIN');
    await dialog.getByLabel('机构名称').fill('重复编码');
    await save(dialog);
    await poll(() => dialog.getByRole('alert').count()).toBeGreaterThan(0);
    await dialog.getByLabel('机构编码').fill('SH-QA');
    await dialog.getByLabel('机构名称').fill('质量部');
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('质量部');
    await poll(() => tree.getByText('质量部').count()).toBe(1);

    // a child of a row
    await page.getByRole('button', { name: '新增下级 质量部' }).click();
    dialog = dialogNamed(page, '在“质量部”下新增机构');
    await dialog.getByLabel('机构编码').fill('SH-QA-1');
    await dialog.getByLabel('机构名称').fill('测试一组');
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await tree.getByText('质量部').click();
    await poll(() => tree.getByText('测试一组').count()).toBe(1);
    await poll(() => rowsText(page)).toContain('SH-QA-1');
    await tree.getByText('上海分公司').click();
    await poll(() => rowsText(page)).toContain('质量部');

    // edit
    await page.getByRole('button', { name: '修改 质量部 (SH-QA)' }).click();
    dialog = dialogNamed(page, '修改组织机构');
    await poll(() => dialog.getByLabel('机构名称').inputValue()).toBe('质量部');
    await dialog.getByLabel('机构名称').fill('质量管理部');
    await dialog.getByLabel('电话').fill('021-5555 0000');
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('质量管理部');

    // search all organisations by name
    await page.getByRole('button', { name: '全部机构' }).click();
    await search(page).getByLabel('机构名称').fill('测试');
    await search(page).getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    expect(await rowsText(page)).toContain('SH-QA-1');

    // move 测试一组 under 北京分公司, first among its children
    await page.getByRole('button', { name: '移动 测试一组' }).click();
    dialog = dialogNamed(page, '移动“测试一组”');
    await dialog.getByRole('tree', { name: '上级机构' }).getByText('北京分公司').click();
    await dialog.getByLabel('同级位置').click();
    await page.getByRole('option', { name: '最前' }).click();
    await page.screenshot({ path: join(shots, 'org-move.png') });
    await dialog.getByRole('button', { name: '移动' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(async () => find(await orgTree(), 'BJ')?.children?.[0]?.orgCode).toBe('SH-QA-1');

    // sort the children of 北京分公司: 测试一组 one place down
    await search(page).getByRole('button', { name: '重置' }).click();
    await tree.getByText('北京分公司').click();
    await page.getByRole('button', { name: '排序', exact: true }).click();
    dialog = dialogNamed(page, '调整“北京分公司”下级的顺序');
    await dialog.getByRole('button', { name: '下移 测试一组' }).click();
    await page.screenshot({ path: join(shots, 'org-sort.png') });
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(async () =>
      (find(await orgTree(), 'BJ')?.children ?? []).map((node) => node.orgCode).slice(0, 2),
    ).toEqual(['BJ-RD', 'SH-QA-1']);

    // the list is a tree table: every organisation right under its parent, in sibling order;
    // folding a row leaves what is below it out of the list and its total
    await page.getByRole('button', { name: '全部机构' }).click();
    const names = () => gridRows(page).locator('[data-field="orgName"]').allInnerTexts();
    await poll(async () => (await names()).slice(0, 4)).toEqual([
      '示例集团',
      '北京分公司',
      '研发部',
      '测试一组',
    ]);
    const total = page.getByText(/^共 \d+ 条$/);
    const unfolded = await total.innerText();
    await page.getByRole('button', { name: '折叠 北京分公司' }).click();
    await poll(async () => (await names()).slice(0, 3)).toEqual([
      '示例集团',
      '北京分公司',
      '上海分公司',
    ]);
    await poll(() => total.innerText()).not.toBe(unfolded);
    await page.screenshot({ path: join(shots, 'org-tree-table.png') });
    await page.getByRole('button', { name: '全部展开' }).click();
    await poll(() => total.innerText()).toBe(unfolded);
    await tree.getByText('北京分公司').click();
    await poll(() => rowsText(page)).not.toContain('示例集团');

    // the leader, chosen with the picker
    await page.getByRole('button', { name: /\(设置负责人 测试一组\)$/ }).click();
    dialog = dialogNamed(page, '设置“测试一组”的负责人');
    await dialog.getByRole('search').getByLabel('账号').fill('zhangsan');
    await dialog.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await poll(() => dialog.getByText('共 1 条').count()).toBe(1);
    await pickRow(dialog, 'zhangsan');
    await poll(() => dialog.getByText('已选 1 人：张三').count()).toBe(1);
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('张三');

    // disable: it and everything below; then enable again
    await page.getByRole('button', { name: '停用 测试一组 (SH-QA-1)' }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: '启用 测试一组 (SH-QA-1)' }).count()).toBe(1);
    await poll(() => tree.getByText('测试一组 （停用）').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'org-edited.png') });

    // delete: a node with children is refused by the server, a leaf is deleted
    await page.getByRole('button', { name: '全部机构' }).click();
    await search(page).getByLabel('机构名称').fill('质量管理部');
    await search(page).getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '删除 质量管理部 (SH-QA)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    await search(page).getByLabel('机构名称').fill('测试一组');
    await search(page).getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '删除 测试一组 (SH-QA-1)' }).click();
    await poll(() => page.getByRole('dialog').innerText()).toContain('测试一组 (SH-QA-1)');
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    await poll(() => tree.getByText('测试一组').count()).toBe(0);

    // 北京分公司 still has children: refused with the server's message
    await search(page).getByLabel('机构名称').fill('北京分公司');
    await search(page).getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '删除 北京分公司 (BJ)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText(/下还有/).count()).toBeGreaterThan(0);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('北京分公司');
    await page.screenshot({ path: join(shots, 'org-delete-refused.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('用户组管理: create, search, edit, members through the picker, roles, delete', async () => {
    const page = await open('/system/userGroup', '用户组管理');
    await poll(() => rowsText(page)).toContain('开发组');
    await page.screenshot({ path: join(shots, 'user-group.png') });

    await page.getByRole('button', { name: '新增', exact: true }).click();
    let dialog = dialogNamed(page, '新增用户组');
    await save(dialog);
    await poll(() => dialog.getByText('请输入用户组编码').count()).toBe(1);
    await dialog.getByLabel('用户组编码').fill('testers');
    await dialog.getByLabel('用户组名称').fill('测试组');
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    await search(page).getByLabel('用户组名称').fill('测试');
    await search(page).getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);

    await page.getByRole('button', { name: '修改 测试组 (testers)' }).click();
    dialog = dialogNamed(page, '修改用户组');
    await poll(() => dialog.getByLabel('用户组名称').inputValue()).toBe('测试组');
    await dialog.getByLabel('用户组名称').fill('质量测试组');
    await save(dialog);
    await poll(() => rowsText(page)).toContain('质量测试组');

    // members: add two users found with the picker's search, remove one
    await page.getByRole('button', { name: '成员 质量测试组' }).click();
    const members = dialogNamed(page, '“质量测试组”的成员');
    await poll(() => members.getByText('暂无数据').count()).toBe(1);
    await members.getByRole('button', { name: '添加成员' }).click();
    const picker = dialogNamed(page, '选择要加入“质量测试组”的用户');
    await poll(() => picker.getByText(/^共 \d+ 条$/).count()).toBe(1);
    await pickRow(picker, 'zhangsan');
    await picker.getByRole('search').getByLabel('账号').fill('lisi');
    await picker.getByRole('search').getByLabel('账号').press('Enter');
    await poll(() => picker.getByText('共 1 条').count()).toBe(1);
    await pickRow(picker, 'lisi');
    await poll(() => picker.getByText('已选 2 人：张三、李四').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'user-group-picker.png') });
    await picker.getByRole('button', { name: '添加成员' }).click();
    await poll(() => dialogNamed(page, '选择要加入“质量测试组”的用户').count()).toBe(0);
    await poll(() => members.getByRole('grid').locator('[role="row"][data-id]').count()).toBe(2);
    await page.screenshot({ path: join(shots, 'user-group-members.png') });
    await members.getByRole('button', { name: '移除 李四' }).click();
    await page
      .getByRole('dialog', { name: '移除成员' })
      .getByRole('button', { name: '移除' })
      .click();
    await poll(() => members.getByRole('grid').locator('[role="row"][data-id]').count()).toBe(1);
    await members.getByRole('button', { name: '关闭' }).click();
    await poll(() => rowsText(page)).toMatch(/质量测试组\s+1/);

    // roles every member receives
    await page.getByRole('button', { name: '角色 质量测试组' }).click();
    dialog = dialogNamed(page, '“质量测试组”的角色');
    await dialog.getByLabel(/\(common\)$/).check();
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toMatch(/质量测试组[\s\S]*\S/);
    const groups = await api<{ list: { groupCode: string; roleNames: string[] }[] }>(
      '/ibsp-bg-auth/sysUserGroup/v1/page',
      { method: 'POST', token: await site.token(), body: { groupCode: 'testers' } },
    );
    expect(groups.data.list[0]?.roleNames.length).toBe(1);

    // disable, delete
    await page.getByRole('button', { name: '停用 质量测试组 (testers)' }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: '启用 质量测试组 (testers)' }).count()).toBe(
      1,
    );
    await page.getByRole('button', { name: '删除 质量测试组 (testers)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    await page.close();
  });

  it('我的部门: members with those below, link and unlink a user, roles', async () => {
    const page = await open('/system/myDept', '我的部门');
    const tree = page.getByRole('tree', { name: '我的部门' });
    await poll(() => tree.getByText('示例集团').count()).toBe(1);
    await poll(() => rowsText(page)).toContain('admin');
    expect(await rowsText(page)).not.toContain('lisi');
    await page.getByLabel('含下级部门的成员').check();
    await poll(() => rowsText(page)).toContain('lisi');
    await page.screenshot({ path: join(shots, 'my-dept.png') });
    await page.getByLabel('含下级部门的成员').uncheck();
    await poll(() => rowsText(page)).not.toContain('lisi');

    // link 李四 (a member of a department below) to 示例集团 itself, then unlink
    await page.getByRole('button', { name: '关联用户' }).click();
    const picker = dialogNamed(page, '把用户关联到“示例集团”');
    await picker.getByRole('search').getByLabel('姓名').fill('李四');
    await picker.getByRole('search').getByLabel('姓名').press('Enter');
    await poll(() => picker.getByText('共 1 条').count()).toBe(1);
    await pickRow(picker, 'lisi');
    await picker.getByRole('button', { name: '关联用户' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => rowsText(page)).toContain('lisi');
    await page.getByRole('button', { name: '移出 李四' }).click();
    await poll(() => page.getByRole('dialog').innerText()).toContain('李四 (lisi)');
    await page.getByRole('dialog').getByRole('button', { name: '移出' }).click();
    await poll(() => rowsText(page)).not.toContain('lisi');

    // roles of 张三 in 研发部
    await tree.getByText('研发部').click();
    await poll(() => rowsText(page)).toContain('zhangsan');
    await page.getByRole('button', { name: '角色 张三' }).click();
    const dialog = dialogNamed(page, '“张三”的角色');
    const common = dialog.getByLabel(/\(common\)$/);
    await poll(() => common.isChecked()).toBe(true);
    const editor = dialog.getByLabel(/\(editor\)$/);
    await checkRow(editor);
    await page.screenshot({ path: join(shots, 'my-dept-roles.png') });
    await save(dialog);
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: '角色 张三' }).click();
    await poll(() =>
      dialogNamed(page, '“张三”的角色')
        .getByLabel(/\(editor\)$/)
        .isChecked(),
    ).toBe(true);
    await page.close();
  });
});
