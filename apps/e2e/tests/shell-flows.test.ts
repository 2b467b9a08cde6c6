/**
 * A leave request worked through in Chromium against the started server, each person in a
 * browser of their own: 张三 starts it from the process centre with five days; his department's
 * leader (普通编辑) approves it from the to-do list with a comment; HR (李四) sees no salary,
 * cannot change the reason, and rejects it; 张三 finds the rejection and both comments in
 * 我发起的 and in the flow's history. A one-day request ends after the leader; a returned one
 * is changed and resubmitted. Screenshots go to `test-results/shell/flows/`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION, createWidget } from '@org/form-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'flows');
const INIT = 'Init@123456';
let token = '';
let appId = 0;

async function created<T = { id: number }>(path: string, body: unknown): Promise<T> {
  const answer = await site.api<T>(path, { method: 'POST', token, body });
  expect(answer.code, answer.message).toBe(20000);
  return answer.data;
}

const widget = (type: 'number' | 'textarea', name: string, model: string, required = false) => {
  const made = { ...createWidget(type, { name, locale: 'zh-CN' }), model };
  return required
    ? { ...made, options: { ...made.options, required: true }, rules: [{ required: true }] }
    : made;
};

/** The flow as its developer drew it: the leader; above three days HR, who sees no salary. */
const leaveFlow = (hrId: number) => ({
  nodes: [
    {
      id: 'start',
      name: '发起',
      kind: 'start',
      position: { x: 0, y: 80 },
      initiators: { type: 'everyone' },
    },
    {
      id: 'leader',
      name: '部门负责人',
      kind: 'approval',
      position: { x: 220, y: 80 },
      approvers: { type: 'leader', levels: 1 },
      mode: 'any',
      whenNobody: 'admin',
    },
    { id: 'long', name: '超过三天？', kind: 'condition', position: { x: 440, y: 80 } },
    {
      id: 'hr',
      name: '人事',
      kind: 'approval',
      position: { x: 660, y: 0 },
      approvers: { type: 'users', userIds: [hrId] },
      mode: 'any',
      whenNobody: 'refuse',
      fields: { salary: 'hidden' },
    },
    { id: 'end', name: '结束', kind: 'end', position: { x: 880, y: 80 } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'leader' },
    { id: 'e2', source: 'leader', target: 'long' },
    {
      id: 'e3',
      source: 'long',
      target: 'hr',
      name: '长假',
      condition: { kind: 'field', field: 'days', type: 'number', op: 'gt', value: 3 },
    },
    { id: 'e4', source: 'long', target: 'end', name: '短假', isDefault: true },
    { id: 'e5', source: 'hr', target: 'end' },
  ],
});

/** One person's browser, signed in. */
async function personAt(browser: Browser, account: string, password: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await site.signIn(page, account, password, path);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/**
 * A field of the page in view: the shell keeps pages visited before alive in hidden tabs, and
 * their forms have the same labels.
 */
const field = (page: Page, label: string) => page.getByLabel(label).filter({ visible: true });
const status = (page: Page) => page.getByTestId('flow-status').filter({ visible: true });

/** Opens a flow from the to-do list by its title. */
async function openTodo(page: Page, title: string) {
  await page.goto(`${site.url}/processCenter/tasks?tab=todo`);
  await page
    .getByRole('link', { name: `处理 ${title}` })
    .first()
    .click();
  await page.waitForURL(/\/processCenter\/workflowView\?id=\d+/);
  await status(page).waitFor();
}

/** Acts on the flow shown: the action's button, the comment, then the dialog's button. */
async function act(page: Page, action: string, comment: string, returnTo?: string) {
  await page
    .getByRole('toolbar', { name: '可执行的操作' })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  if (returnTo) {
    await dialog.getByLabel('退回到').click();
    await page.getByRole('option', { name: returnTo }).click();
  }
  await dialog.getByLabel('意见').fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function startLeave(page: Page, days: number, reason: string) {
  await page.goto(`${site.url}/processCenter/index`);
  await page.getByRole('link', { name: '发起“请假审批”' }).filter({ visible: true }).click();
  await page.waitForURL(/\/processCenter\/handle\/\d+$/);
  await field(page, '天数').fill(String(days));
  await field(page, '事由').fill(reason);
  await field(page, '薪资').fill('9000');
  await page.getByRole('button', { name: '提交' }).filter({ visible: true }).click();
  await page.waitForURL(/\/processCenter\/workflowView\?id=\d+/);
  await poll(() => status(page).innerText()).toBe('审批中');
}

describe('a leave request worked through by the people it concerns', () => {
  let employee: Page;
  let leader: Page;
  let hr: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    token = await site.token();
    await created('/ibsp-bg-auth/sysAppConfig/v1/app', {
      appCode: 'e2e_flows',
      appName: '人事应用',
    });
    const form = await created('/form-service/form/v1/form', {
      appCode: 'e2e_flows',
      formCode: 'leave',
      formName: '请假单',
      definition: {
        schemaVersion: SCHEMA_VERSION,
        config: { ...DEFAULT_FORM_CONFIG },
        list: [
          widget('number', '天数', 'days', true),
          widget('textarea', '事由', 'reason'),
          widget('number', '薪资', 'salary'),
        ],
      },
    });
    await created('/form-service/form/v1/publish', { id: form.id, version: 1 });
    const people = await created<{ list: { id: number }[] }>('/form-service/flow/v1/people', {
      account: 'lisi',
    });
    const holdings = await site.api<{ list: { appId: number; appCode: string }[] }>(
      '/form-service/artefact/v1/holdings',
      { token },
    );
    appId = holdings.data.list.find((app) => app.appCode === 'e2e_flows')?.appId ?? 0;
    const flow = await created('/form-service/artefact/v1/artefact', {
      appId,
      kind: 'WORKFLOW',
      artefactCode: 'leave_approval',
      artefactName: '请假审批',
      content: { formId: form.id, graph: leaveFlow(people.list[0]?.id ?? 0) },
    });
    await created('/form-service/flow/v1/publish', { flowId: flow.id });

    employee = await personAt(site.browser, 'zhangsan', INIT, '/processCenter/index');
    leader = await personAt(site.browser, 'editor', 'Editor@123', '/processCenter/tasks');
    hr = await personAt(site.browser, 'lisi', INIT, '/processCenter/tasks');
    for (const page of [employee, leader, hr])
      page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    for (const page of [employee, leader, hr]) await page?.context().close();
  });

  it('shows the developer the flow in the designer, runnable, with its nodes', async () => {
    const developer = await personAt(site.browser, 'admin', 'Admin@123', `/app/${appId}/Workflow`);
    await developer.getByRole('link', { name: '设计 请假审批' }).click();
    await developer.waitForURL(/\/flowDesign\/\d+$/);
    await poll(() => developer.getByText('没有问题：流程可以发布。').count()).toBe(1);
    for (const name of ['部门负责人', '超过三天？', '人事']) {
      await poll(() => developer.getByText(name, { exact: true }).first().isVisible()).toBe(true);
    }
    await developer.screenshot({ path: join(shots, 'designer.png') });
    await developer.context().close();
  });

  it('goes from the employee to the leader and to HR, who rejects it; the employee sees why', async () => {
    await startLeave(employee, 5, '回老家探亲');
    await employee.screenshot({ path: join(shots, 'started.png') });

    await openTodo(leader, '张三的请假审批');
    // the header counts the leader's open tasks
    await poll(() => leader.getByRole('link', { name: '待办 1 项' }).count()).toBe(1);
    await leader.screenshot({ path: join(shots, 'leader-task.png') });
    await act(leader, '通过', '同意，注意交接');
    await poll(() => status(leader).innerText()).toBe('审批中');

    await openTodo(hr, '张三的请假审批');
    // HR sees the days and the reason, read-only, and no salary at all
    await poll(() => field(hr, '天数').isDisabled()).toBe(true);
    await poll(() => field(hr, '事由').isDisabled()).toBe(true);
    expect(await field(hr, '薪资').count()).toBe(0);
    await hr.screenshot({ path: join(shots, 'hr-task.png') });
    await act(hr, '驳回', '本月人手不足');
    await poll(() => status(hr).innerText()).toBe('已驳回');

    await employee.goto(`${site.url}/processCenter/tasks?tab=started`);
    const row = employee
      .getByRole('row', { name: /张三的请假审批/ })
      .filter({ visible: true })
      .first();
    await poll(() => row.innerText()).toContain('已驳回');
    await row.getByRole('link').first().click();
    await employee.waitForURL(/\/processCenter\/workflowView\?id=\d+/);
    const history = employee.getByRole('region', { name: '流转记录' }).filter({ visible: true });
    await poll(() => history.innerText()).toContain('同意，注意交接');
    expect(await history.innerText()).toContain('本月人手不足');
    await employee.screenshot({ path: join(shots, 'rejected.png') });
  });

  it('ends a one-day request after the leader', async () => {
    await startLeave(employee, 1, '看牙医');
    await openTodo(leader, '张三的请假审批');
    await act(leader, '通过', '同意');
    await poll(() => status(leader).innerText()).toBe('已通过');
  });

  it('returns a request to the employee, who changes it and sends it again', async () => {
    await startLeave(employee, 2, '家事');
    await openTodo(leader, '张三的请假审批');
    await act(leader, '退回', '请写明日期', '发起（发起人）');
    await poll(() => status(leader).innerText()).toBe('已退回');

    await employee.reload();
    await poll(() => status(employee).innerText()).toBe('已退回');
    await field(employee, '事由').fill('家事，12 月 1 日至 2 日');
    await act(employee, '重新提交', '已补充日期');
    await poll(() => status(employee).innerText()).toBe('审批中');
    await openTodo(leader, '张三的请假审批');
    await act(leader, '通过', '可以');
    await poll(() => status(leader).innerText()).toBe('已通过');
    expect(errors).toEqual([]);
  });
});
