import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminStoryFrame } from '../../testing/stories';
import { MODULES_ZH } from './messages';
import { readableParams } from './OperLogDetailDialog';
import { OPERATION_MODULES, OperLogScreen, operLogSearch } from './OperLogScreen';
import { operLogServer } from './story-mocks';

describe('the operation log screen', () => {
  it('lists operations and opens one in detail, its parameters indented', async () => {
    render(
      <AdminStoryFrame server={operLogServer()}>
        <OperLogScreen title="操作日志" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();
    const grid = screen.getByRole('grid');
    // the pager shows the total before the grid has drawn the rows: wait for them
    expect((await within(grid).findAllByText('职务管理')).length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('失败 40009').length).toBeGreaterThan(0);
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('button', { name: /^详情 / });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '操作日志详情' });
    expect(within(dialog).getByText('职务管理 · 新增')).toBeInTheDocument();
    expect(
      within(dialog).getByText('POST /ibsp-bg-auth/sysPosition/v1/position'),
    ).toBeInTheDocument();
    expect(dialog.querySelector('pre')?.textContent).toBe(
      readableParams(JSON.stringify({ id: 10, positionName: '审计员', password: '***' })),
    );
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
  });

  it('searches by module', async () => {
    render(
      <AdminStoryFrame server={operLogServer()} language="en-US">
        <OperLogScreen title="Operation log" />
      </AdminStoryFrame>,
    );
    expect(await screen.findByText('Total 23')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Module'));
    await user.click(await screen.findByRole('option', { name: 'Position' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Total 6')).toBeInTheDocument();
  });
});

describe('operLogSearch and the modules', () => {
  it('asks what the inputs say', () => {
    expect(
      operLogSearch({ account: 'adm', module: 'role', operType: 'GRANT', success: 'false' }),
    ).toEqual({ account: 'adm', module: 'role', operType: 'GRANT', success: false });
    expect(operLogSearch({ operType: 'SOMETHING' })).toEqual({});
  });

  it('offers every module whose routes change something, and no reading-only one', () => {
    expect(OPERATION_MODULES).toContain('user');
    expect(OPERATION_MODULES).toContain('operation log');
    expect(OPERATION_MODULES).not.toContain('dashboard');
  });

  it('names every module in Chinese', () => {
    expect(OPERATION_MODULES.filter((tag) => MODULES_ZH[tag] === undefined)).toEqual([]);
  });

  it('shows parameters that are not JSON as they are', () => {
    expect(readableParams('')).toBe('');
    expect(readableParams('not json…')).toBe('not json…');
    expect(readableParams('{"a":1}')).toBe('{\n  "a": 1\n}');
  });
});
