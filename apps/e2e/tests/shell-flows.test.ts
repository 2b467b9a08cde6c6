/**
 * A leave request worked through in Chromium against the started server, each person in a
 * browser of their own. The developer draws the flow in the flow designer (clicking the palette,
 * dragging one edge, setting approvers, the branch's condition and HR's hidden salary) and
 * publishes it. 张三 starts it from the process centre with five days; his department's leader
 * (普通编辑) approves it from the to-do list with a comment; HR (李四) sees no salary, cannot
 * change the reason, and rejects it; 张三 finds the rejection and both comments in 我发起的 and
 * in the flow's history. A one-day request ends after the leader; a returned one is changed and
 * resubmitted; a countersign step waits for both its approvers. The application's home and the
 * business centre count the flows by status. Screenshots go to `test-results/shell/flows/`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION, createWidget } from '@org/form-schema';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSuite, poll } from './admin-site';
import { checkRow, settled } from './waits';

const site = adminSuite('shell');
const shots = join(site.shots, 'flows');
const INIT = 'Init@123456';
let token = '';
let appId = 0;
let formId = 0;

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

/** What is on screen: pages visited before stay alive in hidden tabs. */
const visible = (locator: Locator) => locator.filter({ visible: true });

/** The flow designer as its user works it: the canvas, the palette and the property panel. */
function designer(page: Page) {
  const panel = (role: Parameters<Page['getByRole']>[0], name: string) =>
    visible(page.getByRole(role, { name, exact: true }));
  return {
    node: (name: RegExp) => page.getByRole('group', { name }),
    edge: (name: RegExp) => page.getByRole('group', { name }),
    button: (name: string) => panel('button', name),
    /** Renames what is selected. */
    rename: (name: string) => panel('textbox', '名称').fill(name),
    /** Picks `option` in the panel's select labelled `label`. */
    async choose(label: string, option: string) {
      await panel('combobox', label).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    /** Joins the selected node to `target` from the panel. */
    async connect(target: string) {
      await this.choose('连接到', target);
      await panel('button', '连接').click();
    },
    /** Clicks the middle of a straight edge (a vertical line has no width to click "on"). */
    async clickEdge(name: RegExp) {
      const box = await page.getByRole('group', { name }).boundingBox();
      if (!box) throw new Error(`No edge ${String(name)} on screen.`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    /** Selects an edge from the keyboard, as React Flow offers (its line may bend). */
    async selectEdge(name: RegExp) {
      await page.getByRole('group', { name }).focus();
      await page.keyboard.press('Enter');
    },
    /** Draws an edge with the mouse from `from`'s lower handle onto `to`'s upper one. */
    async drag(from: Locator, to: Locator) {
      const start = await from.locator('.react-flow__handle-bottom').boundingBox();
      const end = await to.locator('.react-flow__handle-top').boundingBox();
      if (!start || !end) throw new Error('The handles are not on screen.');
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      await page.mouse.down();
      await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
      await page.mouse.up();
    },
  };
}

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

async function startLeave(page: Page, days: number, reason: string, flow = '请假审批') {
  await page.goto(`${site.url}/processCenter/index`);
  // the sample application has a 请假审批 of its own
  await visible(page.getByRole('region', { name: '人事应用' }))
    .getByRole('link', { name: `发起“${flow}”` })
    .click();
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
    const holdings = await site.api<{ list: { appId: number; appCode: string }[] }>(
      '/form-service/artefact/v1/holdings',
      { token },
    );
    appId = holdings.data.list.find((app) => app.appCode === 'e2e_flows')?.appId ?? 0;
    formId = form.id;

    employee = await personAt(site.browser, 'zhangsan', INIT, '/processCenter/index');
    leader = await personAt(site.browser, 'editor', 'Editor@123', '/processCenter/tasks');
    hr = await personAt(site.browser, 'lisi', INIT, '/processCenter/tasks');
    for (const page of [employee, leader, hr])
      page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    for (const page of [employee, leader, hr]) await page?.context().close();
  });

  it('is drawn by the developer in the flow designer and published', async () => {
    const developer = await personAt(site.browser, 'admin', 'Admin@123', `/app/${appId}/Workflow`);
    developer.on('pageerror', (error) => errors.push(error.message));
    await developer.getByRole('button', { name: '新建流程' }).click();
    const create = developer.getByRole('dialog', { name: '新建流程' });
    await create.getByLabel('编码').fill('leave_approval');
    await create.getByLabel('名称').fill('请假审批');
    await create.getByRole('combobox', { name: '表单' }).click();
    await developer.getByRole('option', { name: /请假单/ }).click();
    await create.getByRole('button', { name: '确定' }).click();
    await create.waitFor({ state: 'detached' });
    await developer.getByRole('link', { name: '设计 请假审批' }).click();
    await developer.waitForURL(/\/flowDesign\/\d+$/);
    const d = designer(developer);

    // a new flow is 发起人 → 审批人 → 结束: the approver becomes the leader's step
    await d.node(/^发起人：发起人/).click();
    await d.rename('提交申请');
    await d.node(/^审批人：审批人/).click();
    await d.rename('部门负责人');
    // the leader's step no longer ends the flow: its edge to the end goes (clicked on the line)
    await d.clickEdge(/^部门负责人 → 结束/);
    await d.button('删除连线').click();

    await d.button('添加条件分支').click();
    await d.rename('超过三天？');
    await d.button('添加审批人').click();
    await d.rename('人事');
    await d.choose('审批人', '指定成员');
    await d.button('选择成员').click();
    const picker = developer.getByRole('dialog', { name: '选择成员' });
    await picker.getByLabel('姓名').fill('李四');
    await picker.getByRole('button', { name: '搜索', exact: true }).click();
    await checkRow(picker.getByRole('row').filter({ hasText: 'lisi' }).getByRole('checkbox'));
    await picker.getByRole('button', { name: '确定' }).click();
    await picker.waitFor({ state: 'detached' });
    await developer.getByRole('radio', { name: '薪资：隐藏' }).check();
    await poll(() => d.node(/^审批人：人事/).innerText()).toContain('成员：李四');

    // joined by dragging from HR's lower handle onto the end…
    await d.drag(d.node(/^审批人：人事/), d.node(/^结束：结束/));
    await poll(() => d.edge(/^人事 → 结束/).count()).toBe(1);
    // …and the rest from the panel's list
    await d.node(/^审批人：部门负责人/).click();
    await d.connect('条件分支：超过三天？');
    await d.node(/^条件分支：超过三天？/).click();
    await d.connect('审批人：人事');
    await d.connect('结束：结束');

    // the long leave's branch tests the days; the other is the default
    await d.selectEdge(/^超过三天？ → 人事/);
    await d.rename('长假');
    await d.button('字段条件').click();
    await d.choose('字段', '天数');
    await d.choose('比较', '大于');
    await visible(developer.getByRole('spinbutton', { name: '值' })).fill('3');
    await d.selectEdge(/^超过三天？ → 结束/);
    await d.rename('短假');
    await visible(developer.getByRole('switch', { name: '默认分支' })).check();

    await poll(() => developer.getByText('没有问题：流程可以发布。').count()).toBe(1);
    // the nodes went where there was room; the layout puts them in order
    await d.button('整理布局').click();
    await poll(async () => {
      const start = await d.node(/^发起人：提交申请/).boundingBox();
      const end = await d.node(/^结束：结束/).boundingBox();
      return (end?.y ?? 0) > (start?.y ?? 0);
    }).toBe(true);
    await d.button('发布').click();
    await poll(() => developer.getByText('已发布为第 1 版。').count()).toBe(1);
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
    await act(leader, '退回', '请写明日期', '提交申请（发起人）');
    await poll(() => status(leader).innerText()).toBe('已退回');

    await employee.reload();
    await poll(() => status(employee).innerText()).toBe('已退回');
    await field(employee, '事由').fill('家事，12 月 1 日至 2 日');
    await act(employee, '重新提交', '已补充日期');
    await poll(() => status(employee).innerText()).toBe('审批中');
    await openTodo(leader, '张三的请假审批');
    await act(leader, '通过', '可以');
    await poll(() => status(leader).innerText()).toBe('已通过');
  });

  it('needs both approvers of a countersign step', async () => {
    const idOf = async (account: string) => {
      const found = await created<{ list: { id: number }[] }>('/form-service/flow/v1/people', {
        account,
      });
      return found.list[0]?.id ?? 0;
    };
    const flow = await created('/form-service/artefact/v1/artefact', {
      appId,
      kind: 'WORKFLOW',
      artefactCode: 'leave_countersign',
      artefactName: '会签请假',
      content: {
        formId,
        graph: {
          nodes: [
            {
              id: 'start',
              name: '提交',
              kind: 'start',
              position: { x: 0, y: 0 },
              initiators: { type: 'everyone' },
            },
            {
              id: 'both',
              name: '双人会签',
              kind: 'approval',
              position: { x: 0, y: 120 },
              approvers: { type: 'users', userIds: [await idOf('editor'), await idOf('lisi')] },
              mode: 'all',
              whenNobody: 'refuse',
            },
            { id: 'end', name: '结束', kind: 'end', position: { x: 0, y: 240 } },
          ],
          edges: [
            { id: 'e1', source: 'start', target: 'both' },
            { id: 'e2', source: 'both', target: 'end' },
          ],
        },
      },
    });
    await created('/form-service/flow/v1/publish', { flowId: flow.id });

    await startLeave(employee, 3, '搬家', '会签请假');
    await openTodo(leader, '张三的会签请假');
    await act(leader, '通过', '我同意');
    // one of two has approved: the flow waits for the other
    await poll(() => status(leader).innerText()).toBe('审批中');
    await openTodo(hr, '张三的会签请假');
    await hr.screenshot({ path: join(shots, 'countersign.png') });
    await act(hr, '通过', '我也同意');
    await poll(() => status(hr).innerText()).toBe('已通过');
  });

  it('shows the application’s flows by status on its home and in the business centre', async () => {
    const developer = await personAt(site.browser, 'admin', 'Admin@123', `/app/${appId}`);
    const figures = developer.getByRole('group', { name: /流程统计/ });
    const figure = (label: string) => figures.getByRole('button', { name: new RegExp(label) });
    await poll(() => figure('已驳回').innerText()).toMatch(/^1\s/);
    expect(await figure('已通过').innerText()).toMatch(/^3\s/);
    await figure('已驳回').click();
    const list = developer.getByRole('grid', { name: '流程' });
    await poll(() => list.getByRole('row').count()).toBe(2);
    expect(await list.getByRole('row').nth(1).innerText()).toContain('张三的请假审批');
    await settled(list);
    await developer.screenshot({ path: join(shots, 'app-home.png') });

    await developer.goto(`${site.url}/businessCenter`);
    const totals = developer.getByRole('region', { name: '流程合计' });
    await poll(() => totals.innerText()).toMatch(/已通过/);
    await developer.screenshot({ path: join(shots, 'business-centre.png') });
    await developer.context().close();
    expect(errors).toEqual([]);
  });
});
