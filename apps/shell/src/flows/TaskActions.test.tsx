import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
// After shell-server, which lists the flows' mock.
import { type FlowsState, actOnTask, flowsStateOf } from '../testing/flows-mock';
import { startInstance } from '../testing/flows-engine';
import { givesJsdomWhatReactFlowNeeds } from '../flowdesign/jsdom-react-flow.test-helpers';

const location = () => screen.getByTestId('location').textContent;

/** The sample data, its flows, and the shell over them at `path`. */
function open(path: string | ((flows: FlowsState) => string)) {
  const data: ShellServerData = sampleData();
  const flows = flowsStateOf(data);
  renderShell(typeof path === 'string' ? path : path(flows), {
    server: shellServer(data, { requireToken: true }),
  });
  return flows;
}

/** The signed-in user's pending task on an instance. */
const pendingTask = (flows: FlowsState, instanceId: number) =>
  flows.tasks.find(
    (task) => task.instanceId === instanceId && task.assigneeId === 1 && task.status === 'PENDING',
  )!;

/** Opens an action's dialog, writes the comment and sends it. */
async function decide(user: ReturnType<typeof userEvent.setup>, action: string, comment = '') {
  await user.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  if (comment) await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), comment);
  await user.click(within(dialog).getByRole('button', { name: action }));
  return dialog;
}

// The flow's page shows the designer's editor (React Flow).
givesJsdomWhatReactFlowNeeds();
beforeEach(() => localStorage.clear());

describe('a task', () => {
  it('is approved from the to-do list with a comment; the to-do badge drops', async () => {
    const user = userEvent.setup();
    open('/processCenter/tasks');
    expect(await screen.findByRole('link', { name: 'To-dos: 1' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'To do' });
    await user.click(await within(grid).findByRole('link', { name: 'Handle 张三的请假申请' }));
    await waitFor(() =>
      expect(location()).toMatch(/^\/processCenter\/workflowView\?id=9001&taskId=\d+$/),
    );
    await screen.findByRole('heading', { name: '张三的请假申请', level: 1 });
    expect(await screen.findByRole('spinbutton', { name: /请假天数/ })).toBeDisabled();
    // the salary is HR's: the manager does not get it
    expect(screen.queryByRole('spinbutton', { name: /月薪/ })).toBeNull();

    const steps = screen.getByRole('list', { name: 'Where each step stands' });
    expect(steps).toHaveTextContent('主管审批: Current');
    expect(steps).toHaveTextContent('人事审批: To come');

    const dialog = await decide(user, 'Approve', '同意，注意安全');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('Approved', { selector: '.MuiChip-label' })).toBeVisible();
    const history = screen.getByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Approved · 超级管理员 · 主管审批');
    expect(history).toHaveTextContent('同意，注意安全');
    expect(history).toHaveTextContent('copied to 李四');
    expect(steps).toHaveTextContent('结束: Passed');
    expect(screen.queryByRole('toolbar', { name: 'What you can do' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'To-dos: 0' })).toBeInTheDocument();
  });

  it('decided in between answers 40009: the page says so and shows it anew', async () => {
    const user = userEvent.setup();
    const flows = open((state) => {
      const task = pendingTask(state, 9001);
      return `/processCenter/workflowView?id=9001&taskId=${task.id}`;
    });
    await screen.findByRole('button', { name: 'Approve' });
    actOnTask(flows, { taskId: pendingTask(flows, 9001).id, action: 'approve', comment: '' });

    await decide(user, 'Approve', '再次通过');
    expect(
      await screen.findByText('This task has already been decided; nothing was changed.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'What you can do' })).toBeNull(),
    );
    expect(screen.getByText('Approved', { selector: '.MuiChip-label' })).toBeVisible();
    const approvals = flows.instances[0]!.history.filter((step) => step.action === 'APPROVE');
    expect(approvals).toHaveLength(1);
  });

  it('is rejected only with a reason', async () => {
    const user = userEvent.setup();
    open((state) => `/processCenter/workflowView?id=9001&taskId=${pendingTask(state, 9001).id}`);
    const dialog = await decide(user, 'Reject');
    const comment = within(dialog).getByRole('textbox', { name: /Comment/ });
    await waitFor(() => expect(comment).toHaveAccessibleDescription('Please say why'));
    await user.type(comment, '时间冲突');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('Rejected', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('时间冲突');
  });

  it('goes back to its initiator, who changes the form and resubmits it', async () => {
    const user = userEvent.setup();
    const flows = open((state) => {
      const mine = startInstance(state, {
        flowId: 801,
        data: { days: 2, reason: '调休' },
        chosen: { cc: [3] },
      });
      return `/processCenter/workflowView?id=${mine.id}&taskId=${pendingTask(state, mine.id).id}`;
    });
    const dialog = await decide(user, 'Return');
    expect(within(dialog).getByRole('combobox', { name: 'Return to' })).toHaveTextContent(
      '提交申请 (the initiator)',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), '请写明日期');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('Returned', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('back to 超级管理员');

    const days = await screen.findByRole('spinbutton', { name: /请假天数/ });
    await waitFor(() => expect(days).toBeEnabled());
    await user.clear(days);
    await user.type(days, '3');
    await decide(user, 'Resubmit', '已补充');
    expect(await screen.findByText('In approval', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Resubmitted');
    expect(flows.instances.at(-1)?.data).toMatchObject({ days: 3, reason: '调休' });
  });
  it('is transferred to someone else, who then has it to do', async () => {
    const user = userEvent.setup();
    const flows = open(
      (state) => `/processCenter/workflowView?id=9001&taskId=${pendingTask(state, 9001).id}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer the task' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const person = within(dialog).getByRole('group', { name: /Transfer to/ });
    await waitFor(() => expect(person).toHaveAccessibleDescription('Choose a person'));
    await user.click(within(person).getByRole('button', { name: 'Choose Transfer to' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose Transfer to' });
    const row = (await within(picker).findByText('zhangsan')).closest('[role="row"]');
    await user.click(row!.querySelector('input[type="checkbox"]')!);
    await user.click(within(picker).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(picker).not.toBeInTheDocument());
    expect(person).toHaveTextContent('张三');
    await user.click(await within(dialog).findByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('to 张三'),
    );
    const theirs = flows.tasks.filter((t) => t.instanceId === 9001 && t.status === 'PENDING');
    expect(theirs.map((t) => t.assigneeId)).toEqual([2]);
  });
});

describe('the initiator', () => {
  it('urges the approver of a flow no one has decided on, then withdraws it', async () => {
    const user = userEvent.setup();
    const flows = open('/processCenter/workflowView?id=9004');
    await screen.findByRole('heading', { name: '超级管理员的采购申请', level: 1 });
    expect(screen.getByText('Waiting at: 审批人')).toBeInTheDocument();
    await decide(user, 'Urge', '请尽快处理');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('reminded 张三'),
    );
    expect(flows.notices.some((n) => n.userId === 2 && n.kind === 'URGE')).toBe(true);

    await decide(user, 'Withdraw', '不需要了');
    expect(await screen.findByText('Withdrawn', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.queryByRole('toolbar', { name: 'What you can do' })).toBeNull();
  });
});
