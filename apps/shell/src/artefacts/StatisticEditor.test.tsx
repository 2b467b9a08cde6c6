import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the two import each other, and entered from this side first the cycle
// runs shell-server before the mocks it lists are defined.
import { ORDERS_VIEW, withStatistics } from '../testing/statistics-mock';

type User = ReturnType<typeof userEvent.setup>;

/** The row of the statistics list holding `text`, once the list shows it. */
const statisticRow = (text: string) =>
  waitFor(async () => {
    const grid = await screen.findByRole('grid', { name: 'Statistics' });
    const row = within(grid)
      .getAllByRole('row')
      .slice(1)
      .find((r) => r.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  });

/** Chooses `option` in the select named `label` within `scope`. */
async function choose(user: User, scope: HTMLElement, label: string, option: string | RegExp) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * The shell at the statistics list with the sample statistics, the contents it was asked to
 * save and to preview, and the server's data.
 */
function renderStatistics() {
  const data: ShellServerData = withStatistics(sampleData());
  const server = shellServer(data, { requireToken: true });
  const saved: unknown[] = [];
  const previewed: unknown[] = [];
  const watching: MockHandler = (request) => {
    const body = request.body as { content?: unknown };
    const saves = [API.artefacts.create, API.artefacts.update].map((route) => routeUrl(route));
    if (saves.includes(request.path)) saved.push(body.content);
    if (request.path === routeUrl(API.statistics.preview)) previewed.push(body.content);
    return server(request);
  };
  renderShell('/app/1/StatisticalAnalysis', { server: watching });
  return { data, saved, previewed };
}

/** Opens the dialog of a new statistic with its code and name typed in. */
async function newStatistic(user: User) {
  await statisticRow('sales_by_city');
  await user.click(screen.getByRole('button', { name: 'New statistic' }));
  const dialog = await screen.findByRole('dialog', { name: 'New statistic' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'monthly_mix');
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '月度品类构成');
  return dialog;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the statistic editor', () => {
  it('builds a stacked bar of the orders, previews it as edited and saves that content', async () => {
    const user = userEvent.setup();
    const { saved, previewed } = renderStatistics();
    const dialog = await newStatistic(user);
    await choose(user, dialog, 'Chart', 'Stacked bar chart');
    await choose(user, dialog, 'Data view', '订单（orders）');
    await choose(user, dialog, 'Dimension', /^下单日期（order_date）/);
    // a date column is grouped by a period
    await choose(user, dialog, 'Period', 'By month');
    await choose(user, dialog, 'Series', /^品类（category）/);

    const measures = within(dialog).getByRole('list', { name: 'Measures' });
    await choose(user, measures, 'Aggregate', 'Sum');
    // a sum is offered the number columns only
    await user.click(within(measures).getByRole('combobox', { name: 'Column' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual([
      '订单号（id） · Number',
      '金额（amount） · Number',
      '数量（qty） · Number',
    ]);
    await user.click(screen.getByRole('option', { name: /^金额/ }));
    await user.type(within(measures).getByRole('textbox', { name: 'Label' }), '销售额');

    await user.click(within(dialog).getByRole('button', { name: 'Add a filter' }));
    const filters = within(dialog).getByRole('list', { name: 'Filters' });
    await choose(user, filters, 'Column', /^城市（city）/);
    await choose(user, filters, 'Condition', 'one of');
    await user.type(within(filters).getByRole('textbox', { name: 'Values' }), '杭州，上海');
    await choose(user, dialog, 'Sort', 'By 销售额');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Top N' }), '10');

    const content = {
      chart: 'stackedBar',
      viewId: ORDERS_VIEW,
      dimension: { column: 'order_date', bucket: 'month' },
      series: { column: 'category' },
      measures: [{ aggregate: 'SUM', column: 'amount', label: '销售额' }],
      filters: [{ column: 'city', op: 'in', value: ['杭州', '上海'] }],
      sort: { by: 'measure', measure: 0, order: 'desc' },
      limit: 10,
    };
    // the preview is asked once editing rests, for the content as edited
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(
      await within(preview).findByRole('img', { name: 'Preview (Stacked bar chart)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(previewed.at(-1)).toEqual(content));
    expect(within(preview).getByText(/^10 groups/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([content]);
    // the list's summary of it (found by a search: it was added last, past the first page)
    // the statistics list's search, above the dashboards' list of the same page
    const search = screen.getAllByRole('search')[0]!;
    await user.type(within(search).getByRole('textbox', { name: 'Code or name' }), 'monthly');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await statisticRow('monthly_mix')).toHaveTextContent(
      'Stacked bar chart · 订单（orders） · 销售额 / order_date',
    );
  });

  it('shows the dimension’s values as a dictionary’s labels, and saves where they come from', async () => {
    const user = userEvent.setup();
    const { saved, previewed } = renderStatistics();
    const dialog = await newStatistic(user);
    await choose(user, dialog, 'Data view', '订单（orders）');
    await choose(user, dialog, 'Dimension', /^城市（city）/);
    expect(within(dialog).getByRole('combobox', { name: 'Show values as' })).toHaveTextContent(
      'They are',
    );
    await choose(user, dialog, 'Show values as', 'A dictionary’s labels');
    const code = within(dialog).getByRole('textbox', { name: 'Dictionary code' });
    await user.type(code, 'leave_type');
    // the code is looked up among the enabled dictionaries as it is typed
    await waitFor(() => expect(code).toHaveAccessibleDescription('Dictionary “请假类型”, 2 items'));
    const content = {
      chart: 'bar',
      viewId: ORDERS_VIEW,
      dimension: { column: 'city', labels: { from: 'dict', dictCode: 'leave_type' } },
      measures: [{ aggregate: 'COUNT' }],
    };
    await waitFor(() => expect(previewed.at(-1)).toEqual(content));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([content]);
  });

  it('shows the server’s refusal of a save under the field it names', async () => {
    const user = userEvent.setup();
    renderStatistics();
    const dialog = await newStatistic(user);
    await choose(user, dialog, 'Data view', '订单（orders）');
    // what a new statistic starts with: the server's order, and a count of the rows
    expect(within(dialog).getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Default');
    const measures = within(dialog).getByRole('list', { name: 'Measures' });
    expect(within(measures).getByRole('combobox', { name: 'Column' })).toHaveTextContent(
      '(all rows)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const dimension = within(dialog).getByRole('combobox', { name: 'Dimension' });
    await waitFor(() => expect(dimension).toHaveAccessibleDescription('请选择分组的维度列。'));
    expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(
      'content.dimension: 请选择分组的维度列。',
    );
  });

  it('shows the preview’s refusal of a saved statistic under its fields', async () => {
    const user = userEvent.setup();
    const { data } = renderStatistics();
    // saved before the view lost its column `discount`
    const top = data.artefacts?.find((a) => a.artefactCode === 'top_days');
    top!.content = { ...top!.content, measures: [{ aggregate: 'SUM', column: 'discount' }] };
    await user.click(
      within(await statisticRow('top_days')).getByRole('button', {
        name: 'Edit 销售额最高的 5 天',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit statistic “销售额最高的 5 天”',
    });
    const measures = within(dialog).getByRole('list', { name: 'Measures' });
    const column = within(measures).getByRole('combobox', { name: 'Column' });
    await waitFor(() => expect(column).toHaveAccessibleDescription('“discount”不是视图 35 的列。'));
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'No preview yet: correct the fields marked above first.',
    );
  });
});

describe('a saved statistic', () => {
  it('is computed in its 查看 dialog, refreshed, and exported as CSV', async () => {
    const user = userEvent.setup();
    renderStatistics();
    const exported: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported.push(blob as Blob);
      return 'blob:statistic';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await user.click(
      within(await statisticRow('sales_by_city')).getByRole('button', { name: 'View 按城市销售' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Statistic “按城市销售”' });
    expect(
      await within(dialog).findByRole('img', { name: '按城市销售 (Bar chart)' }),
    ).toBeInTheDocument();
    // jsdom lays nothing out, so the chart draws nothing: its numbers are read in its table
    await user.click(within(dialog).getByRole('button', { name: 'Data table' }));
    const table = await within(dialog).findByRole('region', { name: 'Data of 按城市销售' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^杭州\d+[\d,.]+$/);
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    // read with its byte order mark (`Blob.text()` drops it)
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await exported[0]!.arrayBuffer(),
    );
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('\uFEFF城市,订单数,销售额');
    // the largest sum first, as the statistic sorts
    expect(first).toMatch(/^杭州,\d+,\d+(\.\d+)?$/);
  });

  it('says so in place of the chart when its view runs out of time', async () => {
    const user = userEvent.setup();
    renderStatistics();
    await user.click(
      within(await statisticRow('slow_totals')).getByRole('button', { name: 'View 超时的统计' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Statistic “超时的统计”' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('视图运行超过了 5000 毫秒的上限，已被终止。');
    expect(alert).toHaveTextContent('add filters or group more coarsely');
  });
});
