import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';

const table = (name: string) => screen.findByRole('table', { name });
const rowWith = async (tableName: string, text: string) => {
  const rows = within(await table(tableName)).getAllByRole('row');
  const row = rows.find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`No row with ${text}`);
  return row;
};

beforeEach(() => localStorage.clear());

describe('the artefact pages', () => {
  it('creates a flow, showing the server’s refusal under the step’s role', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Workflow');
    await table('Process forms');
    await user.click(screen.getByRole('button', { name: 'New flow' }));
    const dialog = await screen.findByRole('dialog', { name: 'New flow' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'vf');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '拜访审批');
    await user.click(within(dialog).getByRole('combobox', { name: 'Form' }));
    await user.click(await screen.findByRole('option', { name: /拜访记录/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Step name' }), '主管审批');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const role = within(dialog).getByRole('combobox', { name: 'Handling role (code)' });
    await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'true'));
    expect(role).toHaveAccessibleDescription('must not be empty');
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(
      'content.steps[0].roleCode: must not be empty',
    );

    await user.type(role, 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowWith('Process forms', 'vf');
    expect(row).toHaveTextContent('拜访审批');
    expect(row).toHaveTextContent('拜访记录（visit） · 1 steps');
    expect(within(row).getByRole('link', { name: 'Start “拜访审批”' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/processCenter\/handle\/\d+$/),
    );
  }, 90_000);

  it('edits a task’s content: a wrong cron shows under its field until it is right', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    const row = await rowWith('Task scheduling', 'nightly');
    expect(row).toHaveTextContent('0 8 * * 1-5');
    await user.click(within(row).getByRole('button', { name: 'Edit scheduled task “工作日同步”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit scheduled task “工作日同步”' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toBeDisabled();
    const cron = within(dialog).getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '0 8 * *');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cron).toHaveAttribute('aria-invalid', 'true'));
    expect(cron).toHaveAccessibleDescription(
      'must have 5 fields (minute hour day-of-month month day-of-week)',
    );

    await user.type(cron, ' 1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await rowWith('Task scheduling', 'nightly')).toHaveTextContent('0 8 * * 1');
  });

  it('deletes a source file after asking', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/SourceCode');
    const row = await rowWith('Source code', 'src/index.ts');
    await user.click(within(row).getByRole('button', { name: 'Delete “入口”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm).toHaveTextContent('Delete “入口”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No source file yet.')).toBeInTheDocument();
  });

  it('switches an artefact off from its row', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/StatisticalAnalysis');
    const row = await rowWith('Statistics', 'by_level');
    const toggle = within(row).getByRole('switch', { name: 'Enable “按级别统计”' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(async () =>
      expect(
        within(await rowWith('Statistics', 'by_level')).getByRole('switch', {
          name: 'Enable “按级别统计”',
        }),
      ).not.toBeChecked(),
    );
  });
});

describe('the service interfaces', () => {
  it('lists the API servers and the APIs of the one chosen', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/ServerApi');
    await user.click(
      await screen.findByRole('button', { name: 'Show the APIs of “平台认证服务”' }),
    );
    const apis = await table('APIs of “平台认证服务”');
    expect(within(apis).getAllByRole('row')[1]).toHaveTextContent(
      'dict.byCode按编码查询字典POST/ibsp-bg-auth/sysDict/v1/dictByCode',
    );
  });
});
