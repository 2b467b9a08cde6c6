/**
 * The integration screens of the back-office in Chromium against the started server: API
 * servers (connection test) and their API list (publish), external applications (secret shown
 * once, reset, grants), gateway routes (publish, copy, recycle bin) and calendars (month view,
 * day types, a generated year), with screenshots in `test-results/admin/` for review.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, confirmDisable, gridRows, poll, rowsText } from './admin-site';

const site = adminSuite();
const { shots } = site;
const api = site.api;

beforeAll(async () => {
  // Enough calendars for two pages.
  const token = await site.token();
  for (let i = 1; i <= 11; i += 1) {
    const made = await api('/ibsp-bg-auth/sysCalendar/v1/calendar', {
      method: 'POST',
      token,
      body: { calendarCode: `bulk${String(i).padStart(2, '0')}`, calendarName: `批量日历${i}` },
    });
    expect(made.code).toBe(20000);
  }
});

async function open(path: string): Promise<Page> {
  const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await site.signIn(page, 'admin', 'Admin@123', path);
  await page.waitForURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  return page;
}

const dialog = (page: Page) => page.getByRole('dialog');
const save = async (page: Page) => {
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await poll(() => dialog(page).count()).toBe(0);
};
const search = async (page: Page, label: string, text: string) => {
  await page.getByRole('search').getByLabel(label, { exact: true }).fill(text);
  await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
};

describe('the integration screens against the server', () => {
  it('registers an API server, tests its connection, and adds and publishes an API', async () => {
    const page = await open('/system/apiServer');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await poll(() => page.getByRole('heading', { name: '接口与服务' }).count()).toBe(1);
    const port = new URL(site.platform.url).port;

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('服务编码').fill('qa_srv');
    await dialog(page).getByLabel('服务名称').fill('本机服务');
    await dialog(page).getByLabel('主机').fill('127.0.0.1');
    await dialog(page).getByLabel('端口').fill('x1');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText('端口为 1–65535 的整数').count()).toBe(1);
    await dialog(page).getByLabel('端口').fill(port);
    await dialog(page).getByLabel('基础路径').fill('/ibsp-bg-auth');
    await dialog(page).getByLabel('健康检查路径').fill('/auth/sysParam/v1/sysInfo');
    await dialog(page).getByLabel('请求头').fill('X-Probe: e2e');
    await save(page);
    await poll(() => rowsText(page)).toContain(`http://127.0.0.1:${port}/ibsp-bg-auth`);

    await page.getByRole('button', { name: '测试连接 本机服务' }).click();
    await poll(() => dialog(page).innerText()).toContain('连接成功');
    expect(await dialog(page).innerText()).toContain('200');
    await page.screenshot({ path: join(shots, 'api-server-test.png') });
    await dialog(page).getByRole('button', { name: '关闭' }).click();

    await page.getByRole('button', { name: '修改 本机服务' }).click();
    await poll(() => dialog(page).getByLabel('请求头').inputValue()).toBe('X-Probe: e2e');
    await dialog(page).getByLabel('服务名称').fill('本机认证服务');
    await save(page);
    await search(page, '服务编码', 'qa_srv');
    await poll(() => gridRows(page).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'api-server.png') });

    // its APIs, on the page below it
    await page.getByRole('button', { name: '接口 本机认证服务' }).click();
    await page.waitForURL(/\/system\/apiServer\/api\?serverId=\d+$/);
    await poll(() => page.getByRole('heading', { name: '接口列表 · 本机认证服务' }).count()).toBe(
      1,
    );
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('接口编码').fill('qa.info');
    await dialog(page).getByLabel('接口名称').fill('系统信息');
    await dialog(page).getByLabel('路径', { exact: true }).fill('/auth/sysParam/v1/sysInfo');
    await dialog(page).getByLabel('响应结构').fill('{ "type": ');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).innerText()).toContain('响应结构：不是合法的 JSON 对象');
    await dialog(page).getByLabel('响应结构').fill('{ "type": "object" }');
    await save(page);
    await poll(() => rowsText(page)).toContain('草稿');
    await page.getByRole('button', { name: '发布 系统信息' }).click();
    await poll(() => rowsText(page)).toContain('已发布');
    await page.screenshot({ path: join(shots, 'api-list.png') });
    await page.getByRole('button', { name: '返回服务列表' }).click();
    await page.waitForURL(/\/system\/apiServer$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows an external application its secret once, resets it and grants it an API', async () => {
    const page = await open('/system/externalApp');
    await poll(() => page.getByRole('heading', { name: '外部应用' }).count()).toBe(1);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('应用编码').fill('qa_app');
    await dialog(page).getByLabel('应用名称').fill('质检应用');
    await dialog(page).getByLabel('IP 白名单').fill('10.0.0.0/8\nnot an ip');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText('每行一个 IPv4/IPv6 地址或 CIDR 网段').count()).toBe(1);
    await dialog(page).getByLabel('IP 白名单').fill('10.0.0.0/8\n192.168.1.1');
    await dialog(page).getByRole('button', { name: '确定' }).click();

    const shown = page.getByRole('dialog', { name: '质检应用 的密钥' });
    await poll(() => shown.count()).toBe(1);
    const secret = await shown.getByRole('textbox', { name: 'App Secret' }).inputValue();
    expect(secret.length).toBeGreaterThan(16);
    await page.screenshot({ path: join(shots, 'external-app-secret.png') });
    await shown.getByRole('button', { name: '我已保存' }).click();
    await poll(() => rowsText(page)).toContain('qa_app');
    expect(await rowsText(page)).toContain(secret.slice(-4));
    expect(await page.content()).not.toContain(secret);

    await page.getByRole('button', { name: '重置密钥 质检应用' }).click();
    await dialog(page).getByRole('button', { name: '重置密钥' }).click();
    const again = page.getByRole('dialog', { name: '质检应用 的密钥' });
    await poll(() => again.getByRole('textbox', { name: 'App Secret' }).inputValue()).not.toBe(
      secret,
    );
    await again.getByRole('button', { name: '我已保存' }).click();

    await page.getByRole('button', { name: '授权接口 质检应用' }).click();
    await dialog(page)
      .getByLabel(/系统信息/)
      .check();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    const token = await site.token();
    const listed = await api<{ id: number; appCode: string }[]>(
      '/ibsp-bg-auth/sysExternalApp/v1/page',
      { method: 'POST', token, body: { appCode: 'qa_app' } },
    );
    const appId = (listed.data as unknown as { list: { id: number }[] }).list[0]?.id;
    const granted = await api<{ apiCode: string }[]>(
      `/ibsp-bg-auth/sysExternalApp/v1/apis?appId=${appId}`,
      { token },
    );
    expect(granted.data.map((one) => one.apiCode)).toEqual(['qa.info']);

    await page.getByRole('button', { name: '修改 质检应用' }).click();
    await poll(() => dialog(page).getByLabel('IP 白名单').inputValue()).toBe(
      '10.0.0.0/8\n192.168.1.1',
    );
    await dialog(page).getByLabel('应用名称').fill('质检平台');
    await save(page);
    await page.getByRole('button', { name: '停用 质检平台' }).click();
    await confirmDisable(page);
    await poll(() => page.getByRole('button', { name: '启用 质检平台' }).count()).toBe(1);
    await search(page, '应用名称', '质检');
    await poll(() => gridRows(page).count()).toBe(1);
    await page.screenshot({ path: join(shots, 'external-app.png') });
    await page.getByRole('button', { name: '删除 质检平台' }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    await page.close();
  });

  it('publishes gateway routes, copies one, and restores it from the recycle bin', async () => {
    const page = await open('/system/gateway');
    await poll(() => page.getByRole('heading', { name: '外部网关' }).count()).toBe(1);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('路由 ID').fill('qa_route');
    await dialog(page).getByLabel('路由名称').fill('质检路由');
    await dialog(page).getByLabel('目标地址').fill('lb://qa-service');
    await dialog(page).getByLabel('过滤器').fill('{ "name": "StripPrefix" }');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).innerText()).toContain('过滤器：须为 JSON 数组');
    await dialog(page)
      .getByLabel('过滤器')
      .fill('[{ "name": "StripPrefix", "args": { "parts": 1 } }]');
    await save(page);
    await search(page, '路由 ID', 'qa_route');
    await poll(() => rowsText(page)).toContain('待发布');

    await page.getByRole('button', { name: '发布路由' }).click();
    await poll(() => page.getByRole('status').innerText()).toMatch(/当前发布版本 \d+/);
    await poll(() => rowsText(page)).toContain('已发布');
    await page.screenshot({ path: join(shots, 'gateway.png') });

    await page.getByRole('button', { name: '修改 质检路由' }).click();
    await poll(() => dialog(page).getByLabel('过滤器').inputValue()).toContain('StripPrefix');
    await dialog(page).getByLabel('路由名称').fill('质检路由二');
    await save(page);
    await poll(() => rowsText(page)).toContain('待发布');

    await page.getByRole('button', { name: '复制 qa_route' }).click();
    await poll(() => gridRows(page).count()).toBe(2);
    expect(await rowsText(page)).toContain('qa_route-copy');
    await page.getByRole('button', { name: /^删除 .*\(qa_route-copy\)$/ }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '回收站' }).click();
    await page.getByRole('button', { name: '恢复 qa_route-copy' }).click();
    await poll(() => dialog(page).innerText()).toContain('回收站是空的');
    await page.screenshot({ path: join(shots, 'gateway-recycle-bin.png') });
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await poll(() => gridRows(page).count()).toBe(2);
    await page.close();
  });

  it('pages calendars, sets day types in the month view and generates a year', async () => {
    const page = await open('/system/calendar');
    await poll(() => page.getByRole('heading', { name: '日历管理' }).count()).toBe(1);
    await poll(() => gridRows(page).count()).toBe(10);
    await page.screenshot({ path: join(shots, 'calendar.png') });
    await page.getByRole('button', { name: '转到第 2 页' }).click();
    await poll(() => rowsText(page)).toContain('批量日历');

    await page.getByRole('button', { name: '新增', exact: true }).click();
    await dialog(page).getByLabel('日历编码').fill('qa_cal');
    await dialog(page).getByLabel('日历名称').fill('质检日历');
    await dialog(page).getByLabel('时区').fill('Not a zone!');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await poll(() => dialog(page).getByText('IANA 时区，例如 Asia/Shanghai').count()).toBe(1);
    await dialog(page).getByLabel('时区').fill('Asia/Shanghai');
    await save(page);
    await search(page, '日历名称', '质检');
    await poll(() => gridRows(page).count()).toBe(1);
    await page.getByRole('button', { name: '修改 质检日历' }).click();
    await dialog(page).getByLabel('日历名称').fill('质检工作日历');
    await save(page);
    await poll(() => rowsText(page)).toContain('质检工作日历');

    await page.getByRole('button', { name: '日历视图 质检工作日历' }).click();
    const month = dialog(page);
    const now = new Date();
    const prefix = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    await poll(() => month.locator('[data-day]').count()).toBeGreaterThan(27);
    await month.locator(`[data-day="${prefix}-01"]`).click();
    await month.locator(`[data-day="${prefix}-03"]`).click({ modifiers: ['Shift'] });
    await poll(() => month.innerText()).toContain('已选 3 天');
    await month.getByLabel('节假日名称').fill('质检假');
    await month.getByRole('button', { name: '设置所选日期' }).click();
    await poll(() => month.locator(`[data-day="${prefix}-02"]`).innerText()).toContain('质检假');
    expect(await month.locator(`[data-day="${prefix}-02"]`).getAttribute('data-type')).toBe(
      'HOLIDAY',
    );
    await page.screenshot({ path: join(shots, 'calendar-month.png') });
    await month.getByRole('button', { name: '下个月' }).click();
    await month.getByRole('button', { name: '上个月' }).click();
    await poll(() => month.locator(`[data-day="${prefix}-02"]`).innerText()).toContain('质检假');

    await month.getByRole('button', { name: '生成全年' }).click();
    const generate = page.getByRole('dialog', { name: /全年日历/ });
    await generate.getByRole('button', { name: '生成全年' }).click();
    await poll(() => page.getByText(/写入 \d+ 天，保留 \d+ 天/).count()).toBe(1);
    // the days set by hand are kept
    await poll(() => month.locator(`[data-day="${prefix}-02"]`).innerText()).toContain('质检假');
    await month.getByRole('button', { name: '关闭' }).click();

    await page.getByRole('button', { name: '删除 质检工作日历' }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await poll(() => page.getByText('暂无数据').count()).toBe(1);
    await page.close();
  });
});
