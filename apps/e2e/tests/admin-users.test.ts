/**
 * The user screens in Chromium against the started server: 用户管理 (organisation tree,
 * search, paging, create, edit, roles, organisations, password reset, disable, unlock, export,
 * delete) and GitLab 用户管理 against a fake GitLab on this machine (connection, create, bind,
 * sync, block, unbind, delete), with screenshots in `test-results/admin/`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, type FakeGitlab, startFakeGitlab } from '../../server/test/fake-gitlab';
import { adminSuite, confirmDisable, gridRows, poll, rowsText } from './admin-site';

const site = adminSuite();
const { shots } = site;
const api = site.api;
let gitlab: FakeGitlab | undefined;

const USERS = '/ibsp-bg-auth/sysUser/v1';
const signInCall = (account: string, password: string) =>
  api<string>(`${USERS}/login`, { method: 'POST', body: { account, password } });

beforeAll(async () => {
  gitlab = await startFakeGitlab();
  const token = await site.token();
  // Enough users and GitLab mappings for two pages.
  for (let i = 1; i <= 12; i += 1) {
    const n = String(i).padStart(2, '0');
    const user = await api(`${USERS}/user`, {
      method: 'POST',
      token,
      body: { account: `bulk${n}`, username: `批量用户${i}`, sort: 100 + i },
    });
    expect(user.code).toBe(20000);
    const mapping = await api('/ibsp-bg-auth/sysGitlabUser/v1/user', {
      method: 'POST',
      token,
      body: { gitlabUsername: `bulk-dev${n}`, gitlabEmail: `bulk-dev${n}@example.com` },
    });
    expect(mapping.code).toBe(20000);
  }
  // Five wrong passwords lock lisi's account.
  for (let i = 0; i < 5; i += 1)
    expect((await signInCall('lisi', 'wrong-password')).code).not.toBe(20000);
});

afterAll(async () => {
  await new Promise<void>((done) => (gitlab ? gitlab.server.close(() => done()) : done()));
});

const search = (page: Page) => page.getByRole('search');
const dialog = (page: Page) => page.getByRole('dialog');

async function searchFor(page: Page, label: string, value: string) {
  await search(page).getByRole('button', { name: '重置' }).click();
  await search(page).getByLabel(label, { exact: true }).fill(value);
  await search(page).getByRole('button', { name: '搜索' }).click();
}

describe('the user screens against the server', () => {
  it('manages users: tree scope, paging, create, edit, assignments, password, status, lock, export, delete', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/system/user');
    await page.waitForURL(/\/system\/user$/);
    await poll(() => page.title()).toBe('用户管理 - 综合业务平台');
    await poll(() => gridRows(page).count()).toBe(10);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 17 条');
    await page.screenshot({ path: join(shots, 'users.png') });

    // 20 rows a page: all 17 on one page
    await page.getByLabel('每页条数').click();
    await page.getByRole('option', { name: '20 条/页' }).click();
    await poll(() => gridRows(page).count()).toBe(17);
    await poll(() => rowsText(page)).toContain('bulk12');

    // the organisation tree scopes the list: 研发部 has editor and zhangsan
    const tree = page.getByRole('tree', { name: '组织机构' });
    await tree.getByText('研发部', { exact: true }).click();
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 2 条');
    await poll(() => rowsText(page)).toContain('zhangsan');
    await page.screenshot({ path: join(shots, 'users-org.png') });

    // create inside 研发部: the renderer's rules first
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await poll(() => dialog(page).getByText('新增用户').count()).toBe(1);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText('请输入账号').count()).toBe(1);
    await dialog(page).getByLabel('账号', { exact: true }).fill('qa user');
    await dialog(page).getByLabel('姓名', { exact: true }).fill('质量测试');
    await dialog(page).getByLabel('初始密码', { exact: true }).fill('short');
    await dialog(page).getByLabel('邮箱', { exact: true }).fill('not-an-address');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() =>
      dialog(page)
        .getByText(/^账号以字母或数字开头/)
        .count(),
    ).toBe(1);
    await poll(() => dialog(page).getByText('密码长度为 8 到 128 个字符').count()).toBe(1);
    await poll(() =>
      dialog(page)
        .getByText(/^请输入正确的邮箱地址/)
        .count(),
    ).toBe(1);
    await page.screenshot({ path: join(shots, 'user-create-invalid.png') });
    await dialog(page).getByLabel('账号', { exact: true }).fill('zhangsan');
    await dialog(page).getByLabel('初始密码', { exact: true }).fill('Qa-pass-2026');
    await dialog(page).getByLabel('邮箱', { exact: true }).fill('qa@example.com');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    // the server's refusal, in the language of the page
    await poll(() => dialog(page).getByRole('alert').innerText()).toContain(
      '账号“zhangsan”已被使用。',
    );
    await dialog(page).getByLabel('账号', { exact: true }).fill('qa.user');
    // one dialog: the main organisation is the tree's selected one, the roles are chosen here
    const mainOrg = dialog(page).getByRole('combobox', { name: '主机构' });
    await poll(() => mainOrg.inputValue()).toBe('示例集团 / 北京分公司 / 研发部');
    await dialog(page).getByRole('combobox', { name: '角色' }).click();
    await page.getByRole('option', { name: '普通用户 (common)' }).click();
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('listbox').count()).toBe(0);
    await page.screenshot({ path: join(shots, 'user-create-one-dialog.png') });
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 3 条');
    expect(await rowsText(page)).toMatch(/qa\.user\s+质量测试\s+研发部\s+普通用户/);
    expect((await signInCall('qa.user', 'Qa-pass-2026')).code).toBe(20000);

    // back to every organisation; search by account, then edit (no password in the edit form)
    await tree.getByText('全部机构').click();
    await searchFor(page, '账号', 'qa.user');
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '修改 质量测试 (qa.user)' }).click();
    await poll(() => dialog(page).getByLabel('姓名', { exact: true }).inputValue()).toBe(
      '质量测试',
    );
    expect(await dialog(page).getByLabel('初始密码', { exact: true }).count()).toBe(0);
    await dialog(page).getByLabel('姓名', { exact: true }).fill('质量测试员');
    await dialog(page).getByLabel('手机号', { exact: true }).fill('138 0000 1234');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => rowsText(page)).toContain('质量测试员');
    const who = '质量测试员 (qa.user)';

    // roles
    await page.getByRole('button', { name: `更多操作 ${who}` }).click();
    await page.getByRole('menuitem', { name: '分配角色' }).click();
    await dialog(page).getByLabel('角色').click();
    await page.getByRole('option', { name: '编辑 (editor)' }).click();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(shots, 'user-roles.png') });
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => rowsText(page)).toContain('编辑');

    // organisations: add 财务部 and make it the main one
    await page.getByRole('button', { name: `更多操作 ${who}` }).click();
    await page.getByRole('menuitem', { name: '分配机构' }).click();
    await poll(() =>
      dialog(page).getByText('示例集团 / 北京分公司 / 研发部').count(),
    ).toBeGreaterThan(0);
    await dialog(page).getByLabel('所属机构').fill('财务');
    await page.getByRole('option', { name: '示例集团 / 上海分公司 / 财务部' }).click();
    await page.keyboard.press('Escape');
    await dialog(page).getByLabel('主机构').click();
    await page.getByRole('option', { name: '示例集团 / 上海分公司 / 财务部' }).click();
    await page.screenshot({ path: join(shots, 'user-orgs.png') });
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => rowsText(page)).toContain('财务部');

    // positions and groups open with their choices
    for (const [item, field] of [
      ['分配职务', '职务'],
      ['分配用户组', '用户组'],
    ] as const) {
      await page.getByRole('button', { name: `更多操作 ${who}` }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await dialog(page).getByLabel(field).click();
      await poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
      await page.getByRole('option').first().click();
      await page.keyboard.press('Escape');
      await dialog(page).getByRole('button', { name: '确定' }).click();
      await poll(() => dialog(page).count()).toBe(0);
    }

    // reset password: a generated one, shown once, that signs in
    await page.getByRole('button', { name: `更多操作 ${who}` }).click();
    await page.getByRole('menuitem', { name: '重置密码' }).click();
    await dialog(page).getByRole('button', { name: '重置密码' }).click();
    const generated = dialog(page).getByTestId('generated-password');
    await poll(() => generated.inputValue()).not.toBe('');
    await page.screenshot({ path: join(shots, 'user-reset-password.png') });
    const password = await generated.inputValue();
    expect((await signInCall('qa.user', password)).code).toBe(20000);
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    // …and one typed by the administrator, checked before it is sent
    await page.getByRole('button', { name: `更多操作 ${who}` }).click();
    await page.getByRole('menuitem', { name: '重置密码' }).click();
    await dialog(page).getByLabel('指定新密码').check();
    await dialog(page).getByLabel('新密码', { exact: true }).fill('1234');
    await dialog(page).getByRole('button', { name: '重置密码' }).click();
    await poll(() => dialog(page).getByText('密码至少 8 个字符').count()).toBe(1);
    await dialog(page).getByLabel('新密码', { exact: true }).fill('Typed-pass-77');
    await dialog(page).getByRole('button', { name: '重置密码' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    expect((await signInCall('qa.user', 'Typed-pass-77')).code).toBe(20000);

    // disable, after a confirmation naming the user: the user can no longer sign in
    const enabled = page.getByLabel(`启用 ${who}`);
    expect(await enabled.isChecked()).toBe(true);
    await enabled.click();
    const confirmation = page.getByRole('dialog', { name: '停用确认' });
    await poll(() => confirmation.innerText()).toContain(`停用用户 ${who}`);
    expect(await enabled.isChecked()).toBe(true);
    await page.screenshot({ path: join(shots, 'user-disable-confirm.png') });
    await confirmDisable(page);
    await poll(() => enabled.isChecked()).toBe(false);
    expect((await signInCall('qa.user', 'Typed-pass-77')).code).not.toBe(20000);

    // export the current search
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '账号,姓名,工号,主机构,手机号,邮箱,角色,用户类型,状态,锁定,最后登录,登录地址,排序,备注,创建时间',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^qa\.user,质量测试员,,财务部,138 0000 1234,qa@example.com,(编辑[;、 ]+普通用户|普通用户[;、 ]+编辑),platform,停用,/,
    );

    // the locked account: found by the lock filter, unlocked
    await search(page).getByRole('button', { name: '重置' }).click();
    await search(page).getByRole('button', { name: '展开' }).click();
    await search(page).getByLabel('锁定').click();
    await page.getByRole('option', { name: '已锁定' }).click();
    await search(page).getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    expect(await rowsText(page)).toContain('lisi');
    await page.screenshot({ path: join(shots, 'users-locked.png') });
    await page.getByRole('button', { name: '已锁定，点击解锁 李四 (lisi)' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    expect((await signInCall('lisi', 'Init@123456')).code).toBe(20000);

    // delete, with the record named
    await searchFor(page, '账号', 'qa.user');
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: `删除 ${who}` }).click();
    await poll(() => dialog(page).innerText()).toContain(who);
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('manages GitLab users: connection, create, bind, sync, block, edit, unbind, delete', async () => {
    const fake = gitlab;
    if (!fake) throw new Error('The fake GitLab is not started.');
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/system/gitlab');
    await page.waitForURL(/\/system\/gitlab$/);
    await poll(() => page.title()).toBe('GitLab 用户管理 - 综合业务平台');
    await poll(() => gridRows(page).count()).toBe(10);
    await poll(() => page.getByText(/^共 \d+ 条$/).innerText()).toBe('共 13 条');
    await page.screenshot({ path: join(shots, 'gitlab.png') });
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => gridRows(page).count()).toBe(3);

    // the connection: URL and administrator token, then a test
    await page.getByRole('button', { name: '连接设置' }).click();
    await poll(() =>
      dialog(page)
        .getByText(/尚未配置 GitLab 连接/)
        .count(),
    ).toBe(1);
    await dialog(page).getByLabel('GitLab 地址').fill('gitlab.local');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() =>
      dialog(page)
        .getByText(/^请输入以 http/)
        .count(),
    ).toBe(1);
    await dialog(page).getByLabel('GitLab 地址').fill(fake.url);
    await dialog(page).getByLabel('管理员令牌').fill(ADMIN_TOKEN);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText(`已连接 ${fake.url}`).count()).toBe(1);
    await dialog(page).getByRole('button', { name: '测试连接' }).click();
    await poll(() => dialog(page).getByText('连接成功：GitLab 17.5.0，令牌属于 root').count()).toBe(
      1,
    );
    await page.screenshot({ path: join(shots, 'gitlab-connection.png') });
    await dialog(page).getByRole('button', { name: '关闭' }).click();

    // create: the username rule first
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('GitLab 用户名').fill('-qa');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() =>
      dialog(page)
        .getByText(/^用户名以字母、数字或 _ 开头/)
        .count(),
    ).toBe(1);
    await dialog(page).getByLabel('GitLab 用户名').fill('qa.dev');
    await dialog(page).getByLabel('GitLab 邮箱').fill('qa.dev@example.com');
    await dialog(page).getByLabel('访问令牌', { exact: true }).fill('glpat-qa-dev-123456');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await searchFor(page, 'GitLab 用户名', 'qa.dev');
    await poll(() => gridRows(page).count()).toBe(1);
    expect(await rowsText(page)).toMatch(/…3456[\s\S]*未同步/);

    // bind to zhangsan, found by account
    await page.getByRole('button', { name: '绑定 qa.dev' }).click();
    await dialog(page).getByLabel('平台用户（输入账号或姓名查找）').fill('zhang');
    await page.getByRole('option', { name: '张三 (zhangsan)' }).click();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => rowsText(page)).toContain('zhangsan');

    // sync to the fake GitLab
    await page.getByRole('button', { name: '更多操作 qa.dev' }).click();
    await page.getByRole('menuitem', { name: '同步到 GitLab' }).click();
    await poll(() => dialog(page).getByText('已同步 1 个用户').count()).toBe(1);
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await poll(() => rowsText(page)).toContain('已同步');
    const onGitlab = () => [...fake.accounts.values()].find((a) => a.username === 'qa.dev');
    expect(onGitlab()?.email).toBe('qa.dev@example.com');

    // block and unblock, on GitLab too
    await page.getByRole('button', { name: '更多操作 qa.dev' }).click();
    await page.getByRole('menuitem', { name: '封禁', exact: true }).click();
    await poll(() => rowsText(page)).toContain('已封禁');
    expect(onGitlab()?.state).toBe('blocked');
    await page.screenshot({ path: join(shots, 'gitlab-blocked.png') });
    await page.getByRole('button', { name: '更多操作 qa.dev' }).click();
    await page.getByRole('menuitem', { name: '解封' }).click();
    await poll(() => rowsText(page)).toContain('正常');
    expect(onGitlab()?.state).toBe('active');

    // edit, remove the token, unbind
    await page.getByRole('button', { name: '修改 qa.dev' }).click();
    await poll(() => dialog(page).getByLabel('GitLab 用户名').inputValue()).toBe('qa.dev');
    await dialog(page).getByLabel('GitLab 姓名').fill('QA Dev');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => rowsText(page)).toContain('QA Dev');
    await page.getByRole('button', { name: '更多操作 qa.dev' }).click();
    await page.getByRole('menuitem', { name: '清除访问令牌' }).click();
    await poll(() => rowsText(page)).not.toContain('…3456');
    await page.getByRole('button', { name: '解绑 qa.dev' }).click();
    await poll(() => page.getByRole('button', { name: '绑定 qa.dev' }).count()).toBe(1);

    // delete
    await page.getByRole('button', { name: '删除 qa.dev' }).click();
    await poll(() => dialog(page).innerText()).toContain('qa.dev');
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
