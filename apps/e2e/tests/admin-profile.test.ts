/**
 * The personal centre (个人中心) and online users (在线用户) of the back-office in Chromium
 * against the started server: a user edits their profile, changes their avatar and their
 * password from the user menu (the old password no longer signs in, the new one does, and their
 * other session ends); an administrator forces a session out from 在线用户 and the browser of
 * that session meets the expired-login dialog at its next action. Screenshots go to
 * `test-results/admin/`.
 */
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, gridRows, orgIds, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite();
const { shots, api } = site;
const VIEWPORT = { width: 1366, height: 860 };
const WRITER = { account: 'profile_writer', password: 'Writer-2026', username: '资料编辑员' };
const TARGET = { account: 'online_target', password: 'Target-2026', username: '在线测试员' };

/** CRC-32 of PNG chunks. */
function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 96×96 PNG of a blue-to-teal gradient: an avatar to upload. */
function gradientPng(): Buffer {
  const size = 96;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = 21 + Math.round((x / size) * 20);
      row[2 + x * 3] = 101 + Math.round((y / size) * 90);
      row[3 + x * 3] = 192 - Math.round((x / size) * 40);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A user of 研发部 with the role 普通用户 (我的部门 only). */
async function createUser(spec: { account: string; password: string; username: string }) {
  const token = await site.token();
  const roles = await api<{ list: { id: number; roleCode: string }[] }>(
    '/ibsp-bg-auth/sysRole/v1/page',
    { method: 'POST', token, body: { roleCode: 'common' } },
  );
  const common = roles.data.list.find((role) => role.roleCode === 'common');
  const user = await api('/ibsp-bg-auth/sysUser/v1/user', {
    method: 'POST',
    token,
    body: {
      ...spec,
      mainOrgId: (await orgIds(site, token)).get('BJ-RD'),
      roleIds: [common?.id],
    },
  });
  expect(user.code, user.message).toBe(20000);
}

beforeAll(async () => {
  await createUser(WRITER);
  await createUser(TARGET);
});

/** Opens the user menu and its 个人中心. */
async function openProfile(page: Page) {
  await page.getByTitle('用户菜单').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
}

describe('the personal centre', () => {
  it('edits the profile and the avatar, changes the password; only the new one signs in', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORT });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // a session elsewhere (another device), which the password change ends
    const elsewhere = await site.token(WRITER.account, WRITER.password);
    await site.signIn(page, WRITER.account, WRITER.password);
    await page.waitForURL(/\/system\/myDept$/);

    await openProfile(page);
    await page.waitForURL(/\/profile$/);
    await poll(() => page.title()).toBe('个人中心 - 综合业务平台');
    const about = page.getByRole('region', { name: '个人信息' });
    await about.getByText(WRITER.account, { exact: true }).waitFor();
    expect(await about.innerText()).toContain('研发部');
    expect(await about.innerText()).toContain('普通用户');
    expect(await page.getByRole('navigation', { name: '面包屑' }).innerText()).toContain(
      '个人中心',
    );
    await page.screenshot({ path: join(shots, 'profile-page.png') });

    // 基本资料: a wrong e-mail is refused beside its field, then the changes are saved
    const name = page.getByRole('textbox', { name: '用户名称' });
    await name.fill('  周小资 ');
    await page.getByRole('textbox', { name: '用户邮箱' }).fill('not an address');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请输入正确的邮箱地址').waitFor();
    await page.getByRole('textbox', { name: '用户邮箱' }).fill('zhou@example.com');
    await page.getByRole('textbox', { name: '手机号码' }).fill('+86 139 1234 5678');
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    // the header's name follows at once; the card shows what was saved
    await page.getByTitle('用户菜单').getByText('周小资').waitFor();
    await about.getByText('zhou@example.com').waitFor();
    expect(await about.innerText()).toContain('+86 139 1234 5678');

    // the avatar: a file that is not an image is refused before it is sent; a PNG is shown
    const chooser = page.getByLabel('更换头像');
    await chooser.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: '只能使用 PNG、JPEG、GIF 或 WebP 格式的图片（所选文件：notes.txt）' })
      .waitFor();
    await page.screenshot({ path: join(shots, 'profile-avatar-refused.png') });
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: gradientPng() });
    await page.getByText('头像已更新').waitFor();
    const avatar = about.getByRole('img', { name: '周小资 的头像' });
    await poll(() => avatar.getAttribute('src')).toMatch(/^\/storage\/file\/u\/\d+\/.+\.png$/);
    await poll(() => avatar.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(96);
    // the header's avatar is the same image
    await poll(() => page.getByTitle('用户菜单').locator('img').getAttribute('src')).toBe(
      await avatar.getAttribute('src'),
    );
    await settled(about);
    await page.screenshot({ path: join(shots, 'profile-edited.png') });

    // 修改密码: the current one is checked by the server, the other session ends
    await page.getByRole('tab', { name: '修改密码' }).click();
    await page.getByLabel('旧密码').fill('Wrong#2026');
    await page.getByLabel('新密码').fill('Brand-New-2026');
    await page.getByLabel('确认密码').fill('Brand-New-2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('旧密码不正确').waitFor();
    await page.getByLabel('旧密码').fill(WRITER.password);
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('密码已修改，其他 1 个会话已下线').waitFor();
    await page.screenshot({ path: join(shots, 'profile-password-changed.png') });
    expect((await api('/ibsp-bg-auth/sysUser/v1/login/userInfo', { token: elsewhere })).code).toBe(
      50008,
    );

    // this session stays; after signing out only the new password signs in
    await page.getByRole('tab', { name: '登录设备' }).click();
    const sessions = page.getByRole('table', { name: '登录设备' });
    await sessions.getByText('当前会话').waitFor();
    expect(await sessions.locator('tbody tr').count()).toBe(1);
    await page.screenshot({ path: join(shots, 'profile-sessions.png') });
    await page.getByTitle('用户菜单').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    await page.getByLabel('账号').fill(WRITER.account);
    await page.getByLabel('密码', { exact: true }).fill(WRITER.password);
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.getByText('账号或密码错误').waitFor();
    await page.screenshot({ path: join(shots, 'profile-old-password-refused.png') });
    await page.getByLabel('密码', { exact: true }).fill('Brand-New-2026');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    // back to the page the user signed out on
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: '个人中心' }).waitFor();
    await page.getByTitle('用户菜单').getByText('周小资').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('online users', () => {
  it('forces a session out: its browser meets the expired-login dialog at its next action', async () => {
    // the user's browser, signed in on a context of its own
    const targetContext = await site.browser.newContext({ viewport: VIEWPORT });
    const target = await targetContext.newPage();
    await site.signIn(target, TARGET.account, TARGET.password);
    await target.waitForURL(/\/system\/myDept$/);

    const adminContext = await site.browser.newContext({ viewport: VIEWPORT });
    const admin = await adminContext.newPage();
    await site.signIn(admin, 'admin', 'Admin@123', '/system/online');
    await admin.waitForURL(/\/system\/online$/);
    await poll(() => admin.title()).toBe('在线用户 - 综合业务平台');
    await poll(() => gridRows(admin).count()).toBeGreaterThan(1);
    // the administrator's own session is marked and cannot be forced out
    await admin.getByText('admin（当前会话）').waitFor();

    await admin.getByRole('textbox', { name: '登录账号' }).fill(TARGET.account);
    await admin.getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(admin).count()).toBe(1);
    const row = gridRows(admin).first();
    expect(await row.innerText()).toContain(TARGET.username);
    expect(await row.innerText()).toContain('研发部');
    expect(await row.innerText()).toMatch(/Chrome|Chromium/);
    await admin.screenshot({ path: join(shots, 'online-users.png') });

    await row.getByRole('button', { name: new RegExp(`^强退 ${TARGET.username}`) }).click();
    const dialog = admin.getByRole('dialog', { name: '强退确认' });
    expect(await dialog.innerText()).toContain(`确定强制 ${TARGET.username}`);
    await settled(dialog);
    await admin.screenshot({ path: join(shots, 'online-force-confirm.png') });
    await dialog.getByRole('button', { name: '强退', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByText('已强退').waitFor();
    await poll(() => gridRows(admin).count()).toBe(0);

    // the forced-out browser: its next action asks the server, which says the session ended
    await openProfile(target);
    const expired = target.getByRole('dialog', { name: '状态提醒' });
    await expired.waitFor();
    expect(await expired.innerText()).toContain('您的登录状态已过期');
    await settled(expired);
    await target.screenshot({ path: join(shots, 'online-forced-out.png') });
    await expired.getByRole('button', { name: '重新登录' }).click();
    await target.waitForURL(/\/login/);

    await adminContext.close();
    await targetContext.close();
  });
});
