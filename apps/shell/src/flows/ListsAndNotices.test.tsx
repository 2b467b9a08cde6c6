import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
// After shell-server, which lists the flows' mock.
import { flowsStateOf } from '../testing/flows-mock';
import { givesJsdomWhatReactFlowNeeds } from '../flowdesign/jsdom-react-flow.test-helpers';

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

function open(path: string) {
  const data: ShellServerData = sampleData();
  const flows = flowsStateOf(data);
  renderShell(path, { server: shellServer(data, { requireToken: true }) });
  return flows;
}

// The flow's page shows the designer's editor (React Flow).
givesJsdomWhatReactFlowNeeds();
beforeEach(() => localStorage.clear());

describe('the lists', () => {
  it('marks an unread copy, which is read once opened', async () => {
    const user = userEvent.setup();
    open('/processCenter/tasks?tab=copied');
    expect(await screen.findByRole('tab', { name: /Copied to me/, selected: true })).toBeVisible();
    const [row] = await rowsOf('Copied to me');
    expect(within(row!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(row).toHaveTextContent('李四的请假申请');
    expect(row).toHaveTextContent('Approved');

    await user.click(within(row!).getByRole('link', { name: 'Open 李四的请假申请' }));
    await screen.findByRole('heading', { name: '李四的请假申请', level: 1 });
    expect(await screen.findByText('Copied to you: 抄送同事 · Read')).toBeVisible();
    expect(screen.queryByRole('toolbar', { name: 'What you can do' })).toBeNull();

    await user.click(screen.getAllByRole('link', { name: 'My flows' })[0]!);
    await user.click(await screen.findByRole('tab', { name: /Copied to me/ }));
    const [again] = await rowsOf('Copied to me');
    await waitFor(() => expect(within(again!).queryByRole('img', { name: 'Unread' })).toBeNull());
  });

  it('shows the flows one started with their status, filtered by status', async () => {
    const user = userEvent.setup();
    open('/processCenter/tasks?tab=started');
    const rows = await rowsOf('Started by me');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('超级管理员的采购申请'),
      expect.stringContaining('超级管理员的请假申请'),
    ]);
    expect(rows[0]).toHaveTextContent('In approval');
    expect(rows[1]).toHaveTextContent('Returned');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Returned' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect(await rowsOf('Started by me')).toHaveLength(1));
    const [returned] = await rowsOf('Started by me');
    expect(returned).toHaveTextContent('超级管理员的请假申请');
  });

  it('lists the decided tasks with the decision', async () => {
    open('/processCenter/tasks?tab=done');
    const rows = await rowsOf('Done');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveTextContent('Approved');
  });

  it('says when there is nothing to do', async () => {
    const user = userEvent.setup();
    open('/processCenter/tasks');
    await rowsOf('To do');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '没有这个标题');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing to do.')).toBeInTheDocument();
  });
});

describe('the notices bell', () => {
  it('opens a notice (read from then on) and marks all read', async () => {
    const user = userEvent.setup();
    const flows = open('/index');
    const unread = flows.notices.filter((n) => n.userId === 1 && n.readAt === null).length;
    expect(unread).toBeGreaterThan(1);
    await user.click(await screen.findByRole('button', { name: `Notices, ${unread} unread` }));
    const panel = await screen.findByRole('dialog', { name: 'Notices' });
    await user.click(
      await within(panel).findByRole('button', { name: 'Unread: 待审批：张三的请假申请' }),
    );
    await waitFor(() =>
      expect(location()).toMatch(/^\/processCenter\/workflowView\?id=9001&taskId=\d+$/),
    );
    await screen.findByRole('heading', { name: '张三的请假申请', level: 1 });
    const bell = await screen.findByRole('button', { name: `Notices, ${unread - 1} unread` });

    await user.click(bell);
    const again = await screen.findByRole('dialog', { name: 'Notices' });
    expect(
      await within(again).findByRole('button', { name: '待审批：张三的请假申请' }),
    ).toBeVisible();
    await user.click(within(again).getByRole('button', { name: 'Mark all read' }));
    expect(
      await screen.findByRole('button', { name: 'Notices, 0 unread', hidden: true }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(again).queryByRole('button', { name: /^Unread:/ })).toBeNull(),
    );
  });
});
