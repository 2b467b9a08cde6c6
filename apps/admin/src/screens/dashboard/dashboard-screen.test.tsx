import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import { DashboardScreen, managementPath } from './DashboardScreen';
import { SignInChart } from './SignInChart';
import { EMPTY_DASHBOARD, FULL_DASHBOARD, dashboardServer } from './story-mocks';

describe('the dashboard', () => {
  it('shows every count, the week of sign-ins and the latest events, linking to their screens', async () => {
    render(
      <AdminStoryFrame server={dashboardServer()}>
        <DashboardScreen title="首页" />
      </AdminStoryFrame>,
    );
    const users = await screen.findByRole('region', { name: '用户数' });
    expect(within(users).getByText('1,280')).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: /^用户数/ })).toHaveAttribute(
      'href',
      '/system/user',
    );
    expect(screen.getByRole('region', { name: '本周提交' })).toHaveTextContent('317');
    expect(screen.getByRole('region', { name: '今日登录失败' })).toHaveTextContent('本周 11 次');
    expect(screen.getByRole('region', { name: '近 7 日登录' })).toHaveTextContent(
      '今日成功登录 57 次',
    );
    const failed = screen.getByRole('region', { name: '最近登录失败' });
    expect(within(failed).getAllByRole('listitem')).toHaveLength(2);
    expect(failed).toHaveTextContent('李四 (lisi) · 账号或密码错误');
    expect(within(failed).getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/system/loginLog',
    );
    const operations = screen.getByRole('region', { name: '最近操作' });
    expect(operations).toHaveTextContent('超级管理员 · 职务管理 · 新增 · 成功');
    expect(operations).toHaveTextContent('编辑 · 角色管理 · 删除 · 失败 40003');
  });

  it('shows an estimated count as about N', async () => {
    render(
      <AdminStoryFrame
        server={dashboardServer({
          ...EMPTY_DASHBOARD,
          users: { total: 1_200_000, estimated: true },
        })}
      >
        <DashboardScreen title="首页" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByRole('region', { name: '用户数' })).toHaveTextContent('约 1,200,000');
    expect(screen.queryByRole('region', { name: '最近操作' })).toBeNull();
  });

  it('welcomes a user who may see no part', async () => {
    render(
      <AdminStoryFrame server={dashboardServer(EMPTY_DASHBOARD)} language="en-US">
        <DashboardScreen title="Dashboard" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText(/^Welcome\./)).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('names the pages it links to by their codes', () => {
    expect(managementPath('system:operLog')).toBe('/system/operLog');
    expect(managementPath('system:api')).toBe('/system/api');
    expect(managementPath('system:nothing')).toBeUndefined();
  });
});

describe('the sign-in chart', () => {
  it('reads every day in its accessible name and draws bars to scale', () => {
    render(
      <AdminStoryFrame>
        <SignInChart days={FULL_DASHBOARD.signIns?.days ?? []} />
      </AdminStoryFrame>,
    );
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(/^近 7 日登录：2026-03-04 成功 48 次，失败 2 次；/);
    expect(chart).toHaveAccessibleName(/2026-03-10 成功 57 次，失败 3 次$/);
    expect(screen.getByText('03-10')).toBeInTheDocument();
  });
});
