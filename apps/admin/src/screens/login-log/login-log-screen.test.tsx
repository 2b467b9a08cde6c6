import { API, PERMISSIONS, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import { LoginLogScreen, loginLogSearch } from './LoginLogScreen';
import { loginLogServer } from './story-mocks';

/** The log's mock server, keeping the bodies of the page calls. */
function recorded() {
  const server = loginLogServer();
  const pages: Record<string, unknown>[] = [];
  const handler: MockHandler = (request) => {
    if (request.path === routeUrl(API.loginLog.page)) {
      pages.push(request.body as Record<string, unknown>);
    }
    return server(request);
  };
  return { handler, pages };
}

describe('the login log screen', () => {
  it('lists attempts with result and reason, and searches failures of a time window', async () => {
    const { handler, pages } = recorded();
    render(
      <AdminStoryFrame server={handler}>
        <LoginLogScreen title="登录日志" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    // the pager shows the total before the grid has drawn the rows: wait for them
    expect((await within(grid).findAllByText('账号或密码错误')).length).toBeGreaterThan(0);
    expect(within(grid).getByText('账号已锁定 (locked after 5 failures)')).toBeInTheDocument();
    expect(within(grid).getAllByText('Chrome 126').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('登录状态'));
    await user.click(await screen.findByRole('option', { name: '失败' }));
    await user.type(screen.getByLabelText('开始日期'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('共 8 条')).toBeInTheDocument();
    expect(pages.at(-1)).toMatchObject({
      success: false,
      from: new Date(2026, 2, 1).toISOString(),
      pageNo: 1,
    });
    expect(pages.at(-1)).not.toHaveProperty('to');
  });

  it('clears the log after a confirmation', async () => {
    render(
      <AdminStoryFrame server={loginLogServer()}>
        <LoginLogScreen title="登录日志" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '清空' }));
    const dialog = await screen.findByRole('dialog', { name: '清空确认' });
    expect(dialog).toHaveTextContent('确定清空登录日志吗？');
    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    expect(await screen.findByText('共 0 条')).toBeInTheDocument();
    expect(await screen.findByText('已清空 23 条')).toBeInTheDocument();
  });

  it('shows a reader without the buttons’ codes no export, delete or clear', async () => {
    render(
      <AdminStoryFrame
        server={loginLogServer()}
        language="en-US"
        user={{
          isAdmin: false,
          menu: ['auditor'],
          roleList: [],
          resources: [{ resourceCode: PERMISSIONS.loginLog.view, resourceType: 'MENU' }],
        }}
      >
        <LoginLogScreen title="Login log" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('Total 23')).toBeInTheDocument();
    expect(screen.getAllByText('Wrong account or password').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull(),
    );
  });
});

describe('loginLogSearch', () => {
  it('asks what the inputs say: texts trimmed, the result as a boolean, days as instants', () => {
    expect(
      loginLogSearch({
        account: ' lisi ',
        ip: '',
        success: 'true',
        reason: 'locked',
        from: '',
        to: '2026-03-10',
      }),
    ).toEqual({
      account: 'lisi',
      success: true,
      reason: 'locked',
      to: new Date(2026, 2, 11).toISOString(),
    });
    expect(loginLogSearch({ reason: 'no-such-reason', success: '' })).toEqual({});
  });
});
