import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { shellServer } from '../testing/shell-server';

/** The data rows of a grid (its first row holds the column headers). */
const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1);
/** The row of the task list holding `text`, once the list shows it. */
const taskRow = (text: string) =>
  waitFor(async () => {
    const grid = await screen.findByRole('grid', { name: 'Task scheduling' });
    const row = rowsOf(grid).find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  });

/** Opens the dialog of a new task and fills in its code and name. */
async function newTask(user: ReturnType<typeof userEvent.setup>) {
  await taskRow('nightly');
  await user.click(screen.getByRole('button', { name: 'New scheduled task' }));
  const dialog = await screen.findByRole('dialog', { name: 'New scheduled task' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'weekly');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '每周汇总');
  return dialog;
}

/** Chooses `option` in the select named `label`. */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  scope: HTMLElement,
  label: string,
  option: string | RegExp,
) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Opens the runs of a task from its row. */
async function openRuns(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await taskRow(name)).getByRole('button', { name: `Runs ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Runs of “${name}”` });
  return { dialog, grid: within(dialog).getByRole('grid', { name: 'Runs' }) };
}

/** The shell at the task list, and the contents of the tasks it was asked to save. */
function renderSaving() {
  const server = shellServer(undefined, { requireToken: true });
  const saved: unknown[] = [];
  const saving: MockHandler = (request) => {
    const path = [API.artefacts.create, API.artefacts.update].map((route) => routeUrl(route));
    if (path.includes(request.path)) saved.push((request.body as { content?: unknown }).content);
    return server(request);
  };
  renderShell('/app/1/TaskScheduling', { server: saving });
  return saved;
}

beforeEach(() => localStorage.clear());

describe('the scheduled tasks', () => {
  it('shows the next five times of an expression as it is typed, and the server’s refusal', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    const dialog = await newTask(user);
    const cron = within(dialog).getByRole('textbox', { name: 'Cron expression' });
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'Asia/Shanghai',
    );
    const times = await within(dialog).findAllByRole('listitem');
    expect(times).toHaveLength(5);
    expect(cron).toHaveAccessibleDescription(/^Next five runs \(Asia\/Shanghai\):/);
    // 08:00 on weekdays, in Shanghai, written in English
    for (const time of times) expect(time).toHaveTextContent(/^(Mon|Tue|Wed|Thu|Fri), .*08:00$/);

    await user.clear(cron);
    await user.type(cron, '61 * * * *');
    await waitFor(() => expect(cron).toHaveAttribute('aria-invalid', 'true'));
    expect(cron).toHaveAccessibleDescription('minute field "61" is out of range 0-59');

    // a half-typed expression is not refused
    await user.clear(cron);
    await user.type(cron, '*/5 *');
    expect(cron).toHaveAttribute('aria-invalid', 'false');
    expect(cron).toHaveAccessibleDescription(/^Five fields/);
    await user.type(cron, ' * * *');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    expect(cron).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps a data view’s parameters and refuses a timeout out of range under its field', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    await user.click(
      within(await taskRow('daily_customers')).getByRole('button', { name: 'Edit 每日客户报表' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit scheduled task “每日客户报表”',
    });
    const city = await within(dialog).findByRole('textbox', { name: 'city' });
    expect(city).toHaveValue('杭州');
    expect(city).toBeRequired();
    expect(city).toHaveAccessibleDescription('Text, default 杭州');

    const timeout = within(dialog).getByRole('spinbutton', { name: 'Timeout (seconds)' });
    await user.clear(timeout);
    await user.type(timeout, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(timeout).toHaveAttribute('aria-invalid', 'true'));
    expect(timeout).toHaveAccessibleDescription('must be an integer from 1 to 3600');
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(
      'content.timeoutSeconds: must be an integer from 1 to 3600',
    );
  });

  it('starts a flow with data that must be a JSON object', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    const dialog = await newTask(user);
    await choose(user, dialog, 'Runs', 'Flow');
    await choose(user, dialog, 'Flow', /客户登记流程/);
    const data = within(dialog).getByRole('textbox', { name: 'Start data' });
    await user.click(data);
    await user.paste('[1, 2]');
    expect(data).toHaveAttribute('aria-invalid', 'true');
    expect(data).toHaveAccessibleDescription(/^Must be a JSON object/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'content.flowData: must be object',
    );

    await user.clear(data);
    await user.paste('{"days": 3');
    expect(data).toHaveAccessibleDescription(/^This is not valid JSON/);
    await user.paste('}');
    expect(data).toHaveValue('{"days": 3}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await taskRow('weekly')).toHaveTextContent('Flow 客户登记流程（customer_flow）');
  });

  it('calls an API of the catalogue with a query and a body, the view’s fields left behind', async () => {
    const user = userEvent.setup();
    const saved = renderSaving();
    await user.click(
      within(await taskRow('daily_customers')).getByRole('button', { name: 'Edit 每日客户报表' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit scheduled task “每日客户报表”',
    });
    expect(await within(dialog).findByRole('textbox', { name: 'city' })).toHaveValue('杭州');

    await choose(user, dialog, 'Runs', 'Service API');
    expect(within(dialog).queryByRole('textbox', { name: 'city' })).toBeNull();
    const query = within(dialog).getByRole('region', { name: 'Query parameters' });
    // the view's parameters are not carried over as the query
    expect(query).toHaveTextContent('No query parameters.');
    await choose(user, dialog, 'API', /按编码查询字典/);
    await user.click(within(query).getByRole('button', { name: 'Add to query parameters' }));
    await user.type(
      within(query).getByRole('textbox', { name: 'Name of query parameters 1' }),
      'dictCode',
    );
    await user.type(
      within(query).getByRole('textbox', { name: 'Value of query parameters 1' }),
      'customer_level',
    );
    const body = within(dialog).getByRole('textbox', { name: 'Body' });
    expect(body).toHaveAccessibleDescription(/^A template, e\.g\. \{"day"/);
    await user.click(body);
    await user.paste('{"day": "${new Date().toISOString().slice(0, 10)}"}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const content = saved.at(-1) as Record<string, unknown>;
    expect(content).toMatchObject({
      targetType: 'API',
      apiId: 1,
      params: { dictCode: 'customer_level' },
      body: '{"day": "${new Date().toISOString().slice(0, 10)}"}',
    });
    expect(content).not.toHaveProperty('viewId');
    expect(await taskRow('daily_customers')).toHaveTextContent(
      'Service API 按编码查询字典（POST /sysDict/v1/dictByCode）',
    );
  });

  it('shows the server’s refusal of an API target’s body under the body', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    const dialog = await newTask(user);
    await choose(user, dialog, 'Runs', 'Service API');
    await choose(user, dialog, 'API', /按编码查询字典/);
    const body = within(dialog).getByRole('textbox', { name: 'Body' });
    await user.click(body);
    await user.paste('${new Date().getDay()');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body).toHaveAccessibleDescription(
      'The template cannot be read: "${" is not closed by "}"',
    );
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(
      'content.body: The template cannot be read',
    );
  });

  it('runs a task now, and the run joins its history', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    await user.click(
      within(await taskRow('daily_customers')).getByRole('button', {
        name: 'Run now 每日客户报表',
      }),
    );
    expect(await screen.findByText('Run started')).toBeInTheDocument();

    const { dialog, grid } = await openRuns(user, '每日客户报表');
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(3));
    const [newest] = rowsOf(grid);
    expect(newest).toHaveTextContent('SucceededBy hand');
    expect(newest).toHaveTextContent('850 ms');
    await user.click(within(newest!).getByRole('button', { name: /^Details #/ }));
    const detail = await within(dialog).findByRole('region', { name: /^Details of run #/ });
    expect(detail).toHaveTextContent('3 rows in all, the first 3 shown');
    const sample = within(detail).getByRole('table', { name: 'Sample rows' });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['id', 'name', 'city']);
    expect(within(sample).getAllByRole('row')).toHaveLength(4);
  });

  it('filters the runs by status and opens a failed one', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/TaskScheduling');
    const { dialog, grid } = await openRuns(user, '工作日同步');
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(3));
    // newest first
    expect(rowsOf(grid).map((row) => within(row).getAllByRole('gridcell')[0]?.textContent)).toEqual(
      ['Skipped', 'Failed', 'Succeeded'],
    );

    await choose(user, dialog, 'Status', 'Failed');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(1));
    const [failed] = rowsOf(grid);
    expect(failed).toHaveTextContent('5.5 s');
    await user.click(within(failed!).getByRole('button', { name: 'Details #2' }));
    const detail = await within(dialog).findByRole('region', { name: 'Details of run #2' });
    expect(within(detail).getByRole('region', { name: 'Error' })).toHaveTextContent(
      '步骤“读客户”失败：数据视图查询超时（5000 毫秒） 已重试 1 次，不再重试。',
    );
    expect(within(detail).queryByRole('table')).toBeNull();
  });
});
