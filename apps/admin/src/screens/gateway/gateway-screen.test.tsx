import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import { GatewayScreen } from './GatewayScreen';
import { gatewayServer } from './story-mocks';

/** The gateway's mock server, keeping the bodies of the call log's page calls. */
function recorded() {
  const server = gatewayServer();
  const calls: Record<string, unknown>[] = [];
  const handler: MockHandler = (request) => {
    if (request.path === routeUrl(API.gateway.calls)) {
      calls.push(request.body as Record<string, unknown>);
    }
    return server(request);
  };
  return { handler, calls };
}

describe('the gateway screen', () => {
  it('opens on the routes and lists the calls on its second tab', async () => {
    const { handler, calls } = recorded();
    render(
      <AdminStoryFrame server={handler}>
        <GatewayScreen title="外部网关" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('lb://auth-service')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '路由' })).toHaveAttribute('aria-selected', 'true');
    // the log is asked for only once its tab is open
    expect(calls).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '调用记录' }));
    expect(await screen.findByText('共 24 条')).toBeInTheDocument();
    expect(calls[0]).toEqual({ pageNo: 1, pageSize: 10 });
    const grid = within(screen.getByRole('grid', { name: '调用记录' }));
    // the pager shows the total before the grid has drawn the rows: wait for them
    expect(await grid.findByText('签名不正确')).toBeInTheDocument();
    expect(grid.getAllByText('数据中台').length).toBeGreaterThan(0);
    expect(grid.getAllByText('crm.orders').length).toBeGreaterThan(0);
    expect(grid.getAllByText('成功').length).toBeGreaterThan(0);
    expect(grid.getByText('失败')).toBeInTheDocument();
    expect(grid.getByText('50020')).toBeInTheDocument();
    // a key the platform does not know names the caller in the application column too
    expect(grid.getAllByText('ak_unknown_key')).toHaveLength(2);
    expect(screen.queryByText('lb://auth-service')).toBeNull();

    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual(calls[0]);

    await user.click(screen.getByRole('tab', { name: '路由' }));
    expect(await screen.findByText('lb://auth-service')).toBeInTheDocument();
  });

  it('searches the calls by outcome, and shows a refused call’s code and message', async () => {
    const { handler, calls } = recorded();
    render(
      <AdminStoryFrame server={handler} path="/?tab=calls">
        <GatewayScreen title="外部网关" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('共 24 条')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('结果'));
    await user.click(await screen.findByRole('option', { name: '拒绝' }));
    await user.type(screen.getByLabelText('App Key'), 'unknown');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      appKey: 'unknown',
      outcome: 'REFUSED',
      pageNo: 1,
      pageSize: 10,
    });
    const grid = within(screen.getByRole('grid', { name: '调用记录' }));
    await waitFor(() => expect(grid.queryByText('签名不正确')).toBeNull());
    const row = grid.getByText('未知的 App Key').closest('[role="row"]');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('40104')).toBeInTheDocument();
    expect(cells.getByText('拒绝')).toBeInTheDocument();
    expect(cells.getByText('10.1.0.4')).toBeInTheDocument();
    expect(grid.queryByText('成功')).toBeNull();
  });

  it('speaks English, the outcomes included', async () => {
    render(
      <AdminStoryFrame server={gatewayServer()} path="/?tab=calls" language="en-US">
        <GatewayScreen title="Gateway" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('Total 24')).toBeInTheDocument();
    const grid = within(screen.getByRole('grid', { name: 'Calls' }));
    // the outcomes are the screen's words; the reasons are the server's
    expect(await grid.findAllByText('Refused')).toHaveLength(3);
    expect(grid.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Application' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Routes' })).toHaveAttribute('aria-selected', 'false');
  });
});
