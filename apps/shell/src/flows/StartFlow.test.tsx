import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server, which lists the flows' mock.
import { flowsStateOf } from '../testing/flows-mock';
import { givesJsdomWhatReactFlowNeeds } from '../flowdesign/jsdom-react-flow.test-helpers';

const location = () => screen.getByTestId('location').textContent;

/** Chooses a user by account in the open picker named `title`. */
async function pick(user: ReturnType<typeof userEvent.setup>, title: string, account: string) {
  const picker = await screen.findByRole('dialog', { name: title });
  const row = (await within(picker).findByText(account)).closest('[role="row"]');
  await user.click(row!.querySelector('input[type="checkbox"]')!);
  await user.click(within(picker).getByRole('button', { name: 'Choose' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

// The flow's page shows the designer's editor (React Flow).
givesJsdomWhatReactFlowNeeds();
beforeEach(() => localStorage.clear());

describe('the process centre', () => {
  it('starts the leave request and lands on the new flow’s page', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    renderShell('/processCenter/index', { server: shellServer(data, { requireToken: true }) });
    const hr = await screen.findByRole('region', { name: '人事' });
    await user.click(within(hr).getByRole('link', { name: 'Start “请假申请”' }));
    await waitFor(() => expect(location()).toBe('/processCenter/handle/801'));

    const days = await screen.findByRole('spinbutton', { name: /请假天数/ });
    // the salary is HR's: hidden from the initiator
    expect(screen.queryByRole('spinbutton', { name: /月薪/ })).toBeNull();
    await user.clear(days);
    await user.type(days, '2');
    await user.type(screen.getByRole('textbox', { name: /事由/ }), '搬家');
    await user.click(screen.getByRole('button', { name: 'Choose 抄送同事' }));
    await pick(user, 'Choose 抄送同事', 'lisi');
    expect(screen.getByRole('group', { name: '抄送同事' })).toHaveTextContent('李四');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toMatch(/^\/processCenter\/workflowView\?id=\d+$/));
    expect(
      await screen.findByRole('heading', { name: '超级管理员的请假申请', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('In approval')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History' })).toHaveTextContent('Started');
    const started = flowsStateOf(data).instances.at(-1);
    expect(started?.data).toMatchObject({ days: 2, reason: '搬家' });
    // only what the initiator may edit is sent
    expect(started?.data).not.toHaveProperty('salary');
    expect(started?.chosen).toEqual({ cc: [3] });
  });

  it('keeps what was typed and shows the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    renderShell('/processCenter/handle/801');
    const days = await screen.findByRole('spinbutton', { name: /请假天数/ });
    await user.clear(days);
    await user.type(days, '45');
    const reason = screen.getByRole('textbox', { name: /事由/ });
    await user.type(reason, '长假');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      /^请假天数: Must be between 0.5 and 30$/,
    );
    expect(days).toHaveAccessibleDescription('Must be between 0.5 and 30');
    expect(days).toHaveValue('45');
    expect(reason).toHaveValue('长假');
    expect(location()).toBe('/processCenter/handle/801');
  });

  it('asks for the approver the initiator chooses, under the step', async () => {
    const user = userEvent.setup();
    renderShell('/processCenter/handle/802');
    await user.type(await screen.findByRole('textbox', { name: /物品/ }), '显示器');
    const amount = screen.getByRole('spinbutton', { name: /金额/ });
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const step = screen.getByRole('group', { name: '审批人' });
    await waitFor(() => expect(step).toHaveAccessibleDescription('Choose at least one person'));
    expect(within(await screen.findByRole('alert')).getByRole('listitem')).toHaveTextContent(
      '审批人: Choose at least one person',
    );

    await user.click(within(step).getByRole('button', { name: 'Choose 审批人' }));
    await pick(user, 'Choose 审批人', 'zhangsan');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: '超级管理员的采购申请', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting at: 审批人')).toBeInTheDocument();
  });

  it('finds flows by name and says when none matches', async () => {
    const user = userEvent.setup();
    renderShell('/processCenter/index');
    await screen.findByRole('region', { name: '客户管理' });
    const search = screen.getByRole('textbox', { name: 'Flow or application name or code' });
    await user.type(search, 'purchase');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '人事' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Start “采购申请”' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No flow matches.')).toBeInTheDocument();
  });
});
