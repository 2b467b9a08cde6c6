import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import { onlineServer, onlineSessions } from './online-fixtures';
import { OnlineScreen } from './OnlineScreen';
import { rowIdOf } from './online-api';

function setup() {
  const server = onlineServer();
  render(
    <AdminStoryFrame server={server}>
      <OnlineScreen title="在线用户" />
    </AdminStoryFrame>,
  );
  return { server, user: userEvent.setup() };
}

describe('在线用户', () => {
  it('keys each session by a number of its own', () => {
    const keys = new Set(onlineSessions.map((row) => rowIdOf(row.sessionId)));
    expect(keys.size).toBe(onlineSessions.length);
    expect([...keys].every(Number.isSafeInteger)).toBe(true);
  });

  it('forces the selected sessions out after one confirmation; the caller’s own is not offered', async () => {
    const { server, user } = setup();
    const grid = await screen.findByRole('grid');
    await within(grid).findByText('admin（当前会话）');
    const rows = within(grid).getAllByRole('row').slice(1);
    // the caller's own session: no 强退, and it cannot be chosen
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /^强退/ })).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('checkbox')).toBeDisabled();
    await user.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await user.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '强退所选' }));
    const dialog = await screen.findByRole('dialog', { name: '强退确认' });
    expect(dialog).toHaveTextContent('确定强制所选的 2 个会话退出吗？');
    await user.click(within(dialog).getByRole('button', { name: '强退' }));
    await waitFor(() =>
      expect(server.ended).toEqual([[onlineSessions[1]?.sessionId, onlineSessions[2]?.sessionId]]),
    );
    expect(await screen.findByText('共 10 条')).toBeVisible();
  });

  it('searches by address', async () => {
    const { user } = setup();
    await screen.findByText('共 12 条');
    await user.type(screen.getByLabelText('登录地址'), '10.0.1.');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('共 4 条')).toBeVisible();
  });
});
