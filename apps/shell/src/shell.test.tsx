import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEEP_KEY, VIEWS_KEY } from './tabs/views';
import { renderShell } from './testing/renderShell';

const location = () => screen.getByTestId('location').textContent;
// `hidden`: the tab bar is still read while a dialog hides the page from assistive technology.
const tabBar = () => screen.getByRole('navigation', { name: 'Visited pages', hidden: true });
const tabTitles = () =>
  within(tabBar())
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
const tab = (name: string) => within(tabBar()).getByRole('link', { name, hidden: true });
const cookie = (name: string) =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'sidebarStatus=; path=/; max-age=0';
});

describe('routes', () => {
  it('sends / to /index and an unknown path to /404', async () => {
    const first = renderShell('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(location()).toBe('/index');
    first.unmount();
    renderShell('/no/such/page');
    await screen.findByText('Page not found');
    expect(location()).toBe('/404');
  });

  it('answers 404 for an application page that does not exist', async () => {
    renderShell('/app/1/NoSuchPage');
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('titles the page after the route and the system name', async () => {
    renderShell('/ApplicationCenter');
    await screen.findByRole('heading', { name: 'Application navigation' });
    await waitFor(() => expect(document.title).toBe('Application navigation - 综合业务平台'));
  });
});

describe('tab bar', () => {
  it('adds each visited page once, home first, and persists them in `views`', async () => {
    const user = userEvent.setup();
    renderShell('/index');
    await screen.findByRole('heading', { name: 'Home' });
    await user.click(screen.getAllByRole('link', { name: 'Application navigation' })[0]!);
    await screen.findByRole('heading', { name: 'Application navigation' });
    await user.click(await screen.findByRole('link', { name: '客户管理' }));
    await screen.findByRole('heading', { name: '客户管理' });
    await waitFor(() =>
      expect(tabTitles()).toEqual(['Home', 'Application navigation', '客户管理']),
    );
    await user.click(tab('Home'));
    expect(tabTitles()).toHaveLength(3);
    const saved = JSON.parse(localStorage.getItem(VIEWS_KEY) ?? '[]') as { key: string }[];
    expect(saved.map((view) => view.key)).toEqual(['/index', '/ApplicationCenter', '/app/1']);
    expect(JSON.parse(localStorage.getItem(KEEP_KEY) ?? '[]')).toContain('/app/1');
  });

  it('restores the persisted tabs after a reload', async () => {
    localStorage.setItem(
      VIEWS_KEY,
      JSON.stringify([
        { key: '/index', path: '/index', titleKey: 'route.index' },
        { key: '/app/2', path: '/app/2', titleKey: 'route.app', label: '人事' },
      ]),
    );
    renderShell('/ApplicationCenter');
    await screen.findByRole('heading', { name: 'Application navigation' });
    await waitFor(() => expect(tabTitles()).toEqual(['Home', '人事', 'Application navigation']));
  });

  it('never offers to close home', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await screen.findByRole('heading', { name: 'Application navigation' });
    expect(within(tabBar()).queryByRole('button', { name: 'Close Home' })).toBeNull();
    await user.pointer({ keys: '[MouseRight]', target: tab('Home') });
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Close' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Close all' })).toBeInTheDocument();
  });

  it('moves to the neighbouring tab when the active one closes, and home when none remain', async () => {
    const user = userEvent.setup();
    renderShell('/app/1');
    await screen.findByRole('heading', { name: '客户管理' });
    await user.click(screen.getAllByRole('link', { name: 'Application navigation' })[0]!);
    await screen.findByRole('heading', { name: 'Application navigation' });
    await user.click(tab('客户管理'));
    await waitFor(() => expect(location()).toBe('/app/1'));
    // Home | 客户管理 (active) | Application navigation → the right-hand neighbour
    await user.click(within(tabBar()).getByRole('button', { name: 'Close 客户管理' }));
    await waitFor(() => expect(location()).toBe('/ApplicationCenter'));
    expect(tabTitles()).toEqual(['Home', 'Application navigation']);
    // the last one → its left-hand neighbour, home
    await user.click(
      within(tabBar()).getByRole('button', { name: 'Close Application navigation' }),
    );
    await waitFor(() => expect(location()).toBe('/index'));
    expect(tabTitles()).toEqual(['Home']);
  });

  it('closes an inactive tab without leaving the page', async () => {
    const user = userEvent.setup();
    renderShell('/app/1');
    await screen.findByRole('heading', { name: '客户管理' });
    await user.click(tab('Home'));
    await waitFor(() => expect(location()).toBe('/index'));
    await user.click(within(tabBar()).getByRole('button', { name: 'Close 客户管理' }));
    expect(location()).toBe('/index');
    expect(tabTitles()).toEqual(['Home']);
  });

  it('gives all ApplicationCenter sub-paths one tab', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await screen.findByRole('heading', { name: 'Application navigation' });
    await user.click(screen.getByRole('link', { name: 'New application' }));
    await screen.findByRole('dialog');
    expect(location()).toBe('/ApplicationCenter/new');
    expect(tabTitles()).toEqual(['Home', 'Application navigation']);
    expect(tab('Application navigation')).toHaveAttribute('aria-current', 'page');
    expect(tab('Application navigation')).toHaveAttribute('href', '/ApplicationCenter/new');
  });

  it('shows an application’s own pages in its home’s tab', async () => {
    const user = userEvent.setup();
    renderShell('/app/1');
    const menu = await screen.findByRole('navigation', { name: 'Application menu' });
    expect(within(menu).getByRole('link', { name: 'Overview' })).toHaveClass('Mui-selected');
    await user.click(within(menu).getByRole('link', { name: 'Pages' }));
    await waitFor(() => expect(location()).toBe('/app/1/Pages'));
    // the menu of the page in view shows where the user is
    const pageMenu = await screen.findByRole('navigation', { name: 'Application menu' });
    expect(within(pageMenu).getByRole('link', { name: 'Pages' })).toHaveClass('Mui-selected');
    expect(within(pageMenu).getByRole('link', { name: 'Overview' })).not.toHaveClass(
      'Mui-selected',
    );
    await screen.findByRole('grid', { name: 'Pages' });
    expect(tabTitles()).toEqual(['Home', '客户管理']);
    expect(tab('客户管理')).toHaveAttribute('aria-current', 'page');
  });

  it('closes the others and all from the context menu', async () => {
    const user = userEvent.setup();
    renderShell('/app/1');
    await screen.findByRole('heading', { name: '客户管理' });
    await user.click(screen.getAllByRole('link', { name: 'Application navigation' })[0]!);
    await screen.findByRole('heading', { name: 'Application navigation' });
    await user.click(await screen.findByRole('link', { name: '人事' }));
    await screen.findByRole('heading', { name: '人事' });
    await waitFor(() => expect(tabTitles()).toHaveLength(4));

    await user.pointer({ keys: '[MouseRight]', target: tab('Application navigation') });
    await user.click(await screen.findByRole('menuitem', { name: 'Close others' }));
    await waitFor(() => expect(location()).toBe('/ApplicationCenter'));
    expect(tabTitles()).toEqual(['Home', 'Application navigation']);

    await user.pointer({ keys: '[MouseRight]', target: tab('Application navigation') });
    await user.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(location()).toBe('/index'));
    expect(tabTitles()).toEqual(['Home']);
  });

  it('closes the chosen tab from the context menu', async () => {
    const user = userEvent.setup();
    renderShell('/app/2');
    await screen.findByRole('heading', { name: '人事' });
    await user.pointer({ keys: '[MouseRight]', target: tab('人事') });
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/index'));
    expect(tabTitles()).toEqual(['Home']);
  });
});

describe('keep-alive', () => {
  it('keeps what was typed across a tab switch, and refresh starts the page afresh', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await screen.findByRole('heading', { name: 'Application navigation' });
    await user.type(screen.getByLabelText('Application name'), 'half-typed');
    await user.click(tab('Home'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('heading', { name: 'Application navigation' })).toBeNull();
    await user.click(tab('Application navigation'));
    expect(await screen.findByLabelText('Application name')).toHaveValue('half-typed');

    await user.pointer({ keys: '[MouseRight]', target: tab('Application navigation') });
    await user.click(await screen.findByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByLabelText('Application name')).toHaveValue(''));
    expect(location()).toBe('/ApplicationCenter');
  });

  it('mounts a restored tab’s page only when it is first shown', async () => {
    localStorage.setItem(
      VIEWS_KEY,
      JSON.stringify([
        { key: '/index', path: '/index', titleKey: 'route.index' },
        {
          key: '/ApplicationCenter',
          path: '/ApplicationCenter',
          titleKey: 'route.ApplicationCenter',
        },
      ]),
    );
    localStorage.setItem(KEEP_KEY, JSON.stringify(['/index', '/ApplicationCenter']));
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await screen.findByRole('heading', { name: 'Application navigation' });
    expect(document.querySelector('[data-kept-view="/index"]')).toBeNull();
    await user.click(tab('Home'));
    await screen.findByRole('heading', { name: 'Home' });
    expect(document.querySelector('[data-kept-view="/ApplicationCenter"]')).not.toBeNull();
  });

  it('drops a closed tab’s page: opened again, it starts empty', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter');
    await user.type(await screen.findByLabelText('Application name'), 'gone');
    await user.click(
      within(tabBar()).getByRole('button', { name: 'Close Application navigation' }),
    );
    await screen.findByRole('heading', { name: 'Home' });
    await user.click(screen.getAllByRole('link', { name: 'Application navigation' })[0]!);
    expect(await screen.findByLabelText('Application name')).toHaveValue('');
  });
});

describe('layout', () => {
  it('keeps the sidebar open or collapsed in the `sidebarStatus` cookie', async () => {
    const user = userEvent.setup();
    const first = renderShell('/index');
    const toggle = await screen.findByRole('button', { name: 'Expand or collapse the menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(cookie('sidebarStatus')).toBe('0');
    first.unmount();
    renderShell('/index');
    expect(
      await screen.findByRole('button', { name: 'Expand or collapse the menu' }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('links home and application navigation, with the logo titled by the system name', async () => {
    renderShell('/index');
    const sidebar = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(sidebar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    expect(within(sidebar).getByRole('link', { name: 'Application navigation' })).toHaveAttribute(
      'href',
      '/ApplicationCenter',
    );
    await waitFor(() => expect(within(sidebar).getByTitle('综合业务平台')).toBeInTheDocument());
  });

  it('shows the user’s organisations and logs out to /login with the current path', async () => {
    const user = userEvent.setup();
    renderShell('/ApplicationCenter/edit/2', { orgNames: ['总部', '研发中心'] });
    await screen.findByRole('heading', { name: 'Application navigation' });
    await user.click(screen.getByTitle('User menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('总部')).toBeInTheDocument();
    expect(within(menu).getByText('研发中心')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() =>
      expect(location()).toBe(`/login?redirect=${encodeURIComponent('/ApplicationCenter/edit/2')}`),
    );
    expect(cookie('token') ?? '').toBe('');
    // the kept pages did not ask again without a token (no expired-login dialog)
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
