/**
 * The application shell in Chromium against the started server: sign in through the guard,
 * create an application, the tab bar's rules and keep-alive, a window under 992 px, the personal
 * centre, and logout with the way back after signing in again. Screenshots go to `test-results/shell/`.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite('shell');
const { shots } = site;

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const tabBar = (page: Page) => page.getByRole('navigation', { name: '已访问的页面' });
const tabTitles = (page: Page) => tabBar(page).getByRole('link').allInnerTexts();
const searchField = (page: Page) => page.getByRole('search').getByLabel('应用名称');
const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

describe('the application shell against the server', () => {
  let page: Page;
  const errors: string[] = [];

  it('sends a visitor to sign in and back to the page asked for', async () => {
    page = await site.browser.newPage({ viewport: { width: 1366, height: 860 } });
    page.on('pageerror', (error) => errors.push(error.message));
    await site.signIn(page, 'admin', 'Admin@123', '/ApplicationCenter');
    await page.waitForURL(/\/ApplicationCenter$/);
    expect(decodeURIComponent(pathOf(page))).toBe('/ApplicationCenter');
    await poll(() => page.getByRole('heading', { name: '应用导航' }).count()).toBe(1);
    await poll(() => page.title()).toBe('应用导航 - 综合业务平台');
    await poll(() => tabTitles(page)).toEqual(['首页', '应用导航']);
  });

  it('creates an application and finds it by name', async () => {
    await page.getByRole('link', { name: '新建应用' }).click();
    await page.waitForURL(/\/ApplicationCenter\/new$/);
    const dialog = page.getByRole('dialog', { name: '新建应用' });
    await dialog.getByLabel('应用编码').fill('e2e_crm');
    await dialog.getByLabel('应用名称').fill('端到端客户管理');
    await dialog.getByLabel('描述').fill('浏览器测试建立的应用');
    await page.screenshot({ path: join(shots, 'create-dialog.png') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/ApplicationCenter$/);
    // the name's own link (the row's 打开 is named after it too)
    const appLink = page.getByRole('link', { name: '端到端客户管理', exact: true });
    await poll(() => appLink.count()).toBe(1);
    // the same code again: the server's refusal shows in the dialog
    await page.getByRole('link', { name: '新建应用' }).click();
    await dialog.getByLabel('应用编码').fill('e2e_crm');
    await dialog.getByLabel('应用名称').fill('重复');
    await dialog.getByRole('button', { name: '确定' }).click();
    await poll(() => dialog.getByRole('alert').innerText()).toContain(
      '应用编码“e2e_crm”已被使用。',
    );
    await page.screenshot({ path: join(shots, 'create-duplicate.png') });
    await dialog.getByRole('button', { name: '取消' }).click();
    await page.waitForURL(/\/ApplicationCenter$/);

    await searchField(page).fill('端到端');
    await page.getByRole('button', { name: '搜索' }).click();
    const rows = page.getByRole('grid', { name: '应用列表' }).getByRole('row');
    await poll(() => rows.count()).toBe(2);
    await page.screenshot({ path: join(shots, 'application-center.png') });
  });

  it('opens the application in its own tab and keeps the search typed in another', async () => {
    await page.getByRole('link', { name: '端到端客户管理' }).first().click();
    await page.waitForURL(/\/app\/\d+$/);
    await poll(() => page.getByRole('heading', { name: '端到端客户管理' }).count()).toBe(1);
    await poll(() => tabTitles(page)).toEqual(['首页', '应用导航', '端到端客户管理']);
    await poll(() => page.getByText('这个应用还没有表单。').count()).toBe(1);
    // the application's own page shows in the same tab
    await page
      .getByRole('navigation', { name: '应用菜单' })
      .getByRole('link', { name: '页面' })
      .click();
    await page.waitForURL(/\/app\/\d+\/Pages$/);
    // the address changes at once; the page (a chunk of its own) shows when it has loaded
    await poll(() => page.getByRole('button', { name: '新建表单' }).count()).toBe(1);
    await poll(() => tabTitles(page)).toEqual(['首页', '应用导航', '端到端客户管理']);

    await tabBar(page).getByRole('link', { name: '应用导航' }).click();
    await page.waitForURL(/\/ApplicationCenter$/);
    await poll(() => searchField(page).inputValue()).toBe('端到端');
    await tabBar(page).getByRole('link', { name: '首页' }).click();
    await page.waitForURL(/\/index$/);
    await tabBar(page).getByRole('link', { name: '应用导航' }).click();
    await poll(() => searchField(page).inputValue()).toBe('端到端');
    await page.screenshot({ path: join(shots, 'tabs-kept-alive.png') });
  });

  it('closes tabs by the rules and keeps them over a reload', async () => {
    await page.reload();
    await poll(() => tabTitles(page)).toEqual(['首页', '应用导航', '端到端客户管理']);
    const stored = await page.evaluate(() => [
      localStorage.getItem('views'),
      localStorage.getItem('ROUTERKEEP'),
    ]);
    expect(stored[0]).toContain('/ApplicationCenter');
    expect(stored[1]).toContain('/ApplicationCenter');
    expect(await tabBar(page).getByRole('button', { name: '关闭 首页' }).count()).toBe(0);

    // the active one in the middle: to its right-hand neighbour
    await tabBar(page).getByRole('button', { name: '关闭 应用导航' }).click();
    await page.waitForURL(/\/app\/\d+\/Pages$/);
    await poll(() => tabTitles(page)).toEqual(['首页', '端到端客户管理']);

    await tabBar(page).getByRole('link', { name: '端到端客户管理' }).click({ button: 'right' });
    await poll(() => page.getByRole('menuitem', { name: '关闭所有' }).isVisible()).toBe(true);
    await settled(page.getByRole('menu'));
    await page.screenshot({ path: join(shots, 'tab-context-menu.png') });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await page.waitForURL(/\/index$/);
    await poll(() => tabTitles(page)).toEqual(['首页']);
    await poll(() => page.getByRole('region', { name: '最近的应用' }).innerText()).toContain(
      '端到端客户管理',
    );
    await page.screenshot({ path: join(shots, 'home.png') });
  });

  it('collapses the sidebar into a drawer under 992 px and remembers it open above', async () => {
    await page.setViewportSize({ width: 800, height: 800 });
    await poll(() => sidebar(page).count()).toBe(0);
    await page.screenshot({ path: join(shots, 'narrow.png') });
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await poll(() => sidebar(page).isVisible()).toBe(true);
    await settled(sidebar(page));
    await page.screenshot({ path: join(shots, 'narrow-drawer.png') });
    await sidebar(page).getByRole('link', { name: '应用导航' }).click();
    await page.waitForURL(/\/ApplicationCenter$/);
    await poll(() => sidebar(page).count()).toBe(0);

    await page.setViewportSize({ width: 1366, height: 860 });
    await poll(() => sidebar(page).isVisible()).toBe(true);
    const width = await sidebar(page).evaluate((nav) => nav.getBoundingClientRect().width);
    expect(width).toBe(210);
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await poll(() => page.evaluate(() => document.cookie)).toContain('sidebarStatus=0');
    await page.reload();
    await poll(() =>
      sidebar(page).evaluate((nav) => nav.getBoundingClientRect().width),
    ).toBeLessThan(100);
    await page.screenshot({ path: join(shots, 'sidebar-collapsed.png') });
    await page.getByRole('button', { name: '展开或收起菜单' }).click();
    await poll(() => page.evaluate(() => document.cookie)).toContain('sidebarStatus=1');
  });

  it('opens 个人中心 from the user menu: the account, its organisation and role, this session', async () => {
    await page.getByTitle('用户菜单').click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await page.waitForURL(/\/profile$/);
    const about = page.getByRole('region', { name: '个人信息' });
    await about.getByText('admin', { exact: true }).waitFor();
    expect(await about.innerText()).toContain('示例集团');
    await page.getByRole('tab', { name: '登录设备' }).click();
    const sessions = page.getByRole('table', { name: '登录设备' });
    await poll(() => sessions.getByText('当前会话').count()).toBe(1);
    expect(await sessions.innerText()).toContain('Headless Chrome');
    await page.screenshot({ path: join(shots, 'profile.png') });
    await page.goBack();
    await page.waitForURL(/\/ApplicationCenter$/);
  });

  it('logs out to sign-in with the current page, and comes back after signing in', async () => {
    await page.getByRole('link', { name: '端到端客户管理' }).first().click();
    await page.waitForURL(/\/app\/\d+$/);
    const appPath = new URL(page.url()).pathname;
    // the address changes at once; the page (a chunk of its own) shows when it has loaded
    await poll(() => page.getByRole('heading', { name: '端到端客户管理' }).count()).toBe(1);
    await page.getByTitle('用户菜单').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(pathOf(page))).toBe(`/login?redirect=${appPath}`);
    await page.screenshot({ path: join(shots, 'logged-out.png') });
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@123');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === appPath);
    await poll(() => page.getByRole('heading', { name: '端到端客户管理' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
