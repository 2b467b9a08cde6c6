import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { requireField, sampleData, shellServer } from '../testing/shell-server';

const location = () => screen.getByTestId('location').textContent;
/** The data rows of a grid, once it shows some (its first row holds the column headers). */
const rowsOf = (name: string) =>
  waitFor(async () => {
    const rows = within(await screen.findByRole('grid', { name }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  });

beforeEach(() => localStorage.clear());

describe('the process centre', () => {
  it('starts a flow: its steps, its published form, and a submission', async () => {
    const user = userEvent.setup();
    renderShell('/processCenter/index');
    const [row] = await rowsOf('Flows you can start');
    expect(row).toHaveTextContent('客户登记流程');
    expect(row).toHaveTextContent('主管审批');
    await user.click(within(row!).getByRole('link', { name: 'Start 客户登记流程' }));
    await waitFor(() => expect(location()).toBe('/processCenter/handle/701'));

    const steps = await screen.findByLabelText('Steps of “客户登记流程”');
    expect(steps).toHaveTextContent('主管审批');
    expect(steps).toHaveTextContent('归档');
    expect(await screen.findByText('Published version 2')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: /客户名称/ }), '东方公司');
    await user.click(screen.getByRole('button', { name: 'Submit and start' }));
    expect(
      await screen.findByText(/The flow was started \(submission \d+\); it waits for “主管审批”\./),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Flows I started' }));
    const [started] = await rowsOf('Flows I started');
    expect(started).toHaveTextContent('Waiting for “主管审批” (manager)');
  }, 90_000);

  it('in Chinese, says why the start form failed and names the field by its label', async () => {
    const user = userEvent.setup();
    const made = sampleData();
    requireField(made, 11, 'name');
    renderShell('/processCenter/handle/701', {
      server: shellServer(made, { requireToken: true }),
      language: 'zh-CN',
    });
    const name = await screen.findByRole('textbox', { name: /客户名称/ });
    await user.click(screen.getByRole('button', { name: '提交并发起' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^客户名称：必填$/);
    expect(name).toHaveAccessibleDescription('必填');
  });

  it('searches the flows', async () => {
    const user = userEvent.setup();
    renderShell('/processCenter/index');
    await rowsOf('Flows you can start');
    await user.type(screen.getByRole('textbox', { name: 'Flow name or code' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches.')).toBeInTheDocument();
  });
});
