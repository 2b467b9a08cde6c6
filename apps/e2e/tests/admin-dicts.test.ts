/**
 * The dictionary and settings screens in Chromium against the started server, signed in as
 * admin: data dictionaries with their items and the lookup by code, the classification tree,
 * system parameters (built-in ones protected) and app config with its items page. Screenshots
 * go to `test-results/admin/` for review.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, confirmDisable, gridRows, poll, rowsText } from './admin-site';

const site = adminSuite();
const { shots } = site;

beforeAll(async () => {
  // Enough dictionaries for two pages (eight are built in).
  const token = await site.token();
  for (let i = 1; i <= 5; i += 1) {
    const made = await site.api('/ibsp-bg-auth/sysDict/v1/dict', {
      method: 'POST',
      token,
      body: { dictCode: `bulk_dict_${i}`, dictName: `批量字典${i}`, sort: 100 + i },
    });
    expect(made.code).toBe(20000);
  }
});

/** Opens `path` as admin with a wide window and waits for the first rows. */
async function openAsAdmin(path: string, title: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await site.signIn(page, 'admin', 'Admin@123', path);
  await page.waitForURL((url) => url.pathname === path);
  await poll(() => page.title()).toBe(`${title} - 综合业务平台`);
  await poll(() => page.getByRole('heading', { name: title, level: 1 }).count()).toBe(1);
  await poll(() => gridRows(page).count()).toBeGreaterThan(0);
  return { page, errors };
}

/** The topmost dialog (a form opened from a dialog sits above it). */
const topDialog = (page: Page) => page.getByRole('dialog').last();

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(scope: Locator, label: string, text: string) {
  await scope.getByRole('search').getByLabel(label).fill(text);
  await scope.getByRole('search').getByRole('button', { name: '搜索' }).click();
}

describe('the dictionary and settings screens against the server', () => {
  it('pages, creates, edits, disables and deletes dictionaries, with their items and lookup', async () => {
    const { page, errors } = await openAsAdmin('/system/dict', '数据字典');
    await poll(() => page.getByText('共 13 条').count()).toBe(1);
    expect(await gridRows(page).count()).toBe(10);
    // built-in dictionaries cannot be deleted
    expect(await page.getByRole('button', { name: '删除 性别 (gender)' }).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'dict.png') });
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => gridRows(page).count()).toBe(3);
    expect(await rowsText(page)).toContain('批量字典');

    // create, with the renderer's rule on the code first
    await page.getByRole('button', { name: '新增', exact: true }).click();
    let dialog = topDialog(page);
    await dialog.getByLabel('字典编码').fill('9bad');
    await dialog.getByLabel('字典名称').fill('质检颜色');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => dialog.getByText('以字母开头，只含字母、数字和 _ - . :').count()).toBe(1);
    await dialog.getByLabel('字典编码').fill('qa_color');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await search(page.locator('body'), '字典名称', '质检');
    await poll(() => gridRows(page).count()).toBe(1);

    // export of the current search
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('字典编码,字典名称,值类型,内置,状态,排序,备注,创建时间');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^qa_color,质检颜色,文本,否,启用,0,,\d{4}-/);

    // edit
    await page.getByRole('button', { name: '修改 质检颜色 (qa_color)' }).click();
    dialog = topDialog(page);
    await poll(() => dialog.getByLabel('字典名称').inputValue()).toBe('质检颜色');
    await dialog.getByLabel('字典名称').fill('质检色');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => rowsText(page)).toContain('质检色');

    // items: add two, disable one
    await page.getByRole('button', { name: '字典项 质检色 (qa_color)' }).click();
    const items = page.getByRole('dialog', { name: '字典项：质检色（qa_color）' });
    await poll(() => items.getByText('暂无数据').count()).toBe(1);
    for (const [text, value] of [
      ['红', 'red'],
      ['绿', 'green'],
    ] as const) {
      await items.getByRole('button', { name: '新增', exact: true }).click();
      const form = topDialog(page);
      await poll(() => form.getByText('新增字典项').count()).toBe(1);
      await form.getByLabel('字典项文本').fill(text);
      await form.getByLabel('字典项值').fill(value);
      await form.getByRole('button', { name: '确定' }).click();
      await poll(() => page.getByRole('dialog').count()).toBe(1);
    }
    await poll(() => items.getByText('共 2 条').count()).toBe(1);
    await items.getByRole('button', { name: '停用 绿 (green)' }).click();
    await confirmDisable(page);
    await poll(() => items.getByRole('button', { name: '启用 绿 (green)' }).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'dict-items.png') });
    await items.getByRole('button', { name: '关闭' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    // the lookup by code answers the enabled items only
    await page.getByRole('button', { name: '查询结果 质检色 (qa_color)' }).click();
    const lookup = topDialog(page);
    await poll(() => lookup.getByRole('table').innerText()).toContain('red');
    expect(await lookup.getByRole('table').innerText()).not.toContain('green');
    await page.screenshot({ path: join(shots, 'dict-lookup.png') });
    await lookup.getByRole('button', { name: '关闭' }).click();

    // a disabled dictionary is left out of lookups
    await page.getByRole('button', { name: '停用 质检色 (qa_color)' }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: '启用 质检色 (qa_color)' }).count()).toBe(1);
    await page.getByRole('button', { name: '查询结果 质检色 (qa_color)' }).click();
    await poll(() => topDialog(page).innerText()).toContain('该字典已停用或不存在');
    await topDialog(page).getByRole('button', { name: '关闭' }).click();

    // delete
    await page.getByRole('button', { name: '删除 质检色 (qa_color)' }).click();
    await poll(() => topDialog(page).innerText()).toContain('质检色 (qa_color)');
    await topDialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates a child in the category tree, edits, moves and deletes it', async () => {
    const { page, errors } = await openAsAdmin('/system/category', '分类字典');
    await poll(() => page.getByText('共 7 条').count()).toBe(1);
    const tree = page.getByRole('tree', { name: '分类树' });
    await tree.getByText('产品分类（A01）').click();
    await page
      .getByRole('group', { name: '产品分类 (A01)' })
      .getByRole('button', { name: '新增下级' })
      .click();
    let dialog = topDialog(page);
    await poll(() => dialog.getByText('在“产品分类”下新增分类').count()).toBe(1);
    await dialog.getByLabel('分类名称').fill('外设');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    // the code was generated below the parent's
    await poll(() => tree.getByText('外设（A01A03）').count()).toBe(1);
    await poll(() => page.getByText('共 8 条').count()).toBe(1);

    await search(page.locator('body'), '分类名称', '外设');
    await poll(() => gridRows(page).count()).toBe(1);
    expect(await rowsText(page)).toContain('产品分类');
    await page.getByRole('button', { name: '修改 外设 (A01A03)' }).click();
    dialog = topDialog(page);
    await poll(() => dialog.getByLabel('分类名称').inputValue()).toBe('外设');
    await dialog.getByLabel('分类名称').fill('外设产品');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => rowsText(page)).toContain('外设产品');

    // move below the other tree; not below itself
    await page.getByRole('button', { name: '移动 外设产品 (A01A03)' }).click();
    dialog = topDialog(page);
    await dialog.getByLabel('移到').click();
    await page.getByRole('option', { name: '行业分类（B01）' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await search(page.locator('body'), '分类名称', '外设产品');
    await poll(() => rowsText(page)).toContain('行业分类');

    // a category with children is refused; the moved one is deleted from the tree
    await search(page.locator('body'), '分类名称', '');
    await tree.getByText('行业分类（B01）').click();
    await page
      .getByRole('group', { name: '行业分类 (B01)' })
      .getByRole('button', { name: '删除' })
      .click();
    await topDialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText(/请先删除下级分类/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, 'category.png') });
    await poll(() => tree.getByText('外设产品（A01A03）').count()).toBe(1);
    await tree.getByText('外设产品（A01A03）').click();
    await page
      .getByRole('group', { name: '外设产品 (A01A03)' })
      .getByRole('button', { name: '删除' })
      .click();
    await poll(() => topDialog(page).innerText()).toContain('外设产品 (A01A03)');
    await topDialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => tree.getByText('外设产品（A01A03）').count()).toBe(0);
    await poll(() => page.getByText('共 7 条').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps built-in parameters protected and manages the others', async () => {
    const { page, errors } = await openAsAdmin('/system/param', '系统参数');
    await poll(() => rowsText(page)).toContain('sys.name');
    expect(await page.getByRole('button', { name: '删除 系统名称 (sys.name)' }).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'param.png') });

    // a built-in parameter: key and type locked
    await page.getByRole('button', { name: '修改 系统名称 (sys.name)' }).click();
    let dialog = topDialog(page);
    await poll(() => dialog.getByLabel('参数键').inputValue()).toBe('sys.name');
    expect(await dialog.getByLabel('参数键').isDisabled()).toBe(true);
    await page.screenshot({ path: join(shots, 'param-built-in.png') });
    await dialog.getByRole('button', { name: '取消' }).click();

    // create: a value that does not fit its type is refused on the value field
    await page.getByRole('button', { name: '新增', exact: true }).click();
    dialog = topDialog(page);
    await dialog.getByLabel('参数键').fill('biz.qa.limit');
    await dialog.getByLabel('参数名称').fill('质检上限');
    await pick(page, dialog, '值类型', '数字');
    await dialog.getByLabel('参数值').fill('many');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => dialog.getByRole('alert').innerText()).toContain('参数值');
    await page.screenshot({ path: join(shots, 'param-refused.png') });
    await dialog.getByLabel('参数值').fill('10');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    await search(page.locator('body'), '参数键', 'biz.qa');
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '修改 质检上限 (biz.qa.limit)' }).click();
    dialog = topDialog(page);
    await poll(() => dialog.getByLabel('参数值').inputValue()).toBe('10');
    await dialog.getByLabel('参数值').fill('20');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => rowsText(page)).toContain('20');

    await page.getByRole('button', { name: '刷新缓存' }).click();
    await poll(() => page.getByText(/已重新加载 \d+ 个参数/).count()).toBe(1);

    await page.getByRole('button', { name: '删除 质检上限 (biz.qa.limit)' }).click();
    await topDialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates an application and manages its config items on the items page', async () => {
    const { page, errors } = await openAsAdmin('/system/appConfig', '应用配置');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    let dialog = topDialog(page);
    await dialog.getByLabel('应用编码').fill('qa_app');
    await dialog.getByLabel('应用名称').fill('质检应用');
    await dialog.getByLabel('首页路径').fill('/app/qa');
    // the owner is one of the platform's users
    await dialog.getByRole('combobox', { name: '负责人' }).click();
    await page.getByRole('option', { name: /（editor）$/ }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await search(page.locator('body'), '应用名称', '质检');
    await poll(() => gridRows(page).count()).toBe(1);
    expect(await rowsText(page)).toContain('普通编辑');
    await page.screenshot({ path: join(shots, 'app-config.png') });

    await page.getByRole('button', { name: '配置项 质检应用 (qa_app)' }).click();
    await page.waitForURL(/\/system\/appConfig\/appConfigItem\?appId=\d+$/);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(
      '配置项：质检应用（qa_app）',
    );
    await poll(() => page.title()).toBe('配置项 - 综合业务平台');

    // a plain item and an encrypted one
    await page.getByRole('button', { name: '新增', exact: true }).click();
    dialog = topDialog(page);
    await dialog.getByLabel('配置键').fill('qa.timeout');
    await pick(page, dialog, '值类型', '数字');
    await dialog.getByLabel('配置值').fill('30');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    dialog = topDialog(page);
    await dialog.getByLabel('配置键').fill('qa.secret');
    await dialog.getByLabel('配置值').fill('s3cret');
    await pick(page, dialog, '环境', '生产');
    await dialog.getByRole('switch', { name: '加密存储' }).check();
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => page.getByText('共 2 条').count()).toBe(1);
    expect(await rowsText(page)).toContain('******');
    expect(await rowsText(page)).not.toContain('s3cret');

    // editing the encrypted item leaves its stored value alone
    await page.getByRole('button', { name: '修改 qa.secret (prod)' }).click();
    dialog = topDialog(page);
    await poll(() => dialog.getByLabel('配置值').inputValue()).toBe('******');
    await dialog.getByLabel('备注').fill('接口密钥');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => page.getByRole('dialog').count()).toBe(0);

    await pick(page, page.getByRole('search'), '环境', '生产');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'app-config-items.png') });

    await page.getByRole('button', { name: '删除 qa.secret (prod)' }).click();
    await topDialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);

    await page.getByRole('button', { name: '返回应用配置' }).click();
    await page.waitForURL(/\/system\/appConfig$/);
    await poll(() => gridRows(page).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
