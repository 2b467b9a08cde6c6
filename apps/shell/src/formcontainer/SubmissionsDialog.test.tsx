import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing/renderShell';
import { submissionTableData as tableData } from '../testing/submission-table-data';
import { type ShellServerData, shellServer } from '../testing/shell-server';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const server = (made: ShellServerData) => shellServer(made, { requireToken: true });

async function open(handler: MockHandler = server(tableData()), user = {}) {
  renderShell('/app/1/Pages', { server: handler, user });
  await userEvent.click(await screen.findByRole('button', { name: 'Submissions of 客户登记' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submissions of 客户登记' });
  const table = await within(dialog).findByRole('grid', { name: 'Submissions' });
  return { dialog, table };
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
/** The text of one column of the list's rows, by its header. */
const columnOf = (table: HTMLElement, header: string) => {
  const field = within(table)
    .getAllByRole('columnheader')
    .find((cell) => cell.textContent === header)
    ?.getAttribute('data-field');
  return [...table.querySelectorAll(`[role="row"][data-id] [data-field="${field}"]`)].map(
    (cell) => cell.textContent ?? '',
  );
};

describe('a form’s submissions as a table', () => {
  it('shows the first fields as columns, choices by their labels, and remembers the columns chosen', async () => {
    const user = userEvent.setup();
    const { dialog, table } = await open();
    await waitFor(() => expect(headers(table)).toContain('客户名称'));
    expect(headers(table)).toEqual([
      '',
      'ID',
      '客户名称',
      '等级',
      '金额',
      '拜访日期',
      '会员',
      '请假类型',
      'Submitter',
      'Status',
      'Submitted at',
      'Actions',
    ]);
    expect(columnOf(table, '等级')).toEqual(['重要', '普通', '重要', '普通', '']);
    expect(columnOf(table, '会员')).toEqual(['Yes', 'No', 'No', 'Yes', '']);
    // Dictionary choices by their items' texts.
    await waitFor(() => expect(columnOf(table, '请假类型').slice(0, 2)).toEqual(['年假', '病假']));

    await user.click(within(dialog).getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose columns' });
    await user.click(within(chooser).getByRole('checkbox', { name: '等级' }));
    await user.click(within(chooser).getByRole('checkbox', { name: '备注' }));
    // 备注 comes last, after the hidden 电话; three steps up put it before 会员.
    for (let i = 0; i < 3; i += 1) {
      await user.click(within(chooser).getByRole('button', { name: 'Move 备注 up' }));
    }
    await user.click(within(chooser).getByRole('checkbox', { name: 'Version' }));
    await user.click(within(chooser).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(headers(table).slice(2, 9)).toEqual([
        '客户名称',
        '金额',
        '拜访日期',
        '备注',
        '会员',
        '请假类型',
        'Submitter',
      ]),
    );
    expect(headers(table)).toContain('Version');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const again = await open(server(tableData()));
    await waitFor(() => expect(headers(again.table)).toContain('备注'));
    expect(headers(again.table)).not.toContain('等级');
  });

  it('filters by field values and dates, and sorts by a field', async () => {
    const user = userEvent.setup();
    const { dialog, table } = await open();
    await waitFor(() => expect(columnOf(table, '客户名称')).toHaveLength(5));

    await user.click(within(dialog).getByRole('button', { name: 'Add a field filter' }));
    const filters = within(dialog).getByRole('group', { name: 'Field filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Filter 1' }));
    await user.click(await screen.findByRole('option', { name: '金额' }));
    await user.type(within(filters).getByLabelText('金额 at least'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Add a field filter' }));
    await user.click(within(filters).getByRole('combobox', { name: 'Filter 2' }));
    await user.click(await screen.findByRole('option', { name: '拜访日期' }));
    await user.type(within(filters).getByLabelText('拜访日期 until'), '2026-05-31');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(columnOf(table, '客户名称')).toEqual(['王五', '孙七']));

    await user.click(within(table).getByRole('columnheader', { name: /^金额/ }));
    await waitFor(() => expect(columnOf(table, '金额')).toEqual(['120', '300']));
    await user.click(within(table).getByRole('columnheader', { name: /^金额/ }));
    await waitFor(() => expect(columnOf(table, '金额')).toEqual(['300', '120']));

    // An upside-down range is refused before it is asked.
    await user.type(within(filters).getByLabelText('金额 at most'), '5');
    expect(within(filters).getByText('The end may not be before the start.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(columnOf(table, '客户名称')).toHaveLength(5));
    expect(within(dialog).queryByRole('group', { name: 'Field filters' })).toBeNull();
  });

  it('filters a choice by its label', async () => {
    const user = userEvent.setup();
    const { dialog, table } = await open();
    // enabled once the form's fields are known
    const add = within(dialog).getByRole('button', { name: 'Add a field filter' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const filters = within(dialog).getByRole('group', { name: 'Field filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Filter 1' }));
    await user.click(await screen.findByRole('option', { name: '等级' }));
    await user.click(within(filters).getByRole('combobox', { name: '等级 is' }));
    await user.click(await screen.findByRole('option', { name: '普通' }));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(columnOf(table, '客户名称')).toEqual(['赵六', '周八']));
  });

  it('exports the selection with the columns shown, or what the filters find', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response('id\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="customer-submissions.csv"',
          },
        }),
      ),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { dialog, table } = await open();
    await waitFor(() => expect(headers(table)).toContain('客户名称'));

    await user.click(await within(table).findByRole('checkbox', { name: 'Select submission 41' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select submission 43' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Export selected as CSV (2)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/form-service/submission/v1/export');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Token': 'test-token' });
    expect(JSON.parse(String(init?.body))).toEqual({
      formId: 11,
      ids: [41, 43],
      columns: ['name', 'level', 'amount', 'visitDate', 'vip', 'leave'],
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('customer-submissions.csv');

    await user.click(within(dialog).getByRole('button', { name: 'Clear the selection' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Submitted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).toMatchObject({
      formId: 11,
      submitStatus: 'SUBMITTED',
    });
    expect(JSON.parse(String(fetch.mock.calls[1]![1]?.body))).not.toHaveProperty('ids');
  });

  it('deletes the selection after asking, and shows a refusal in the question', async () => {
    const user = userEvent.setup();
    const made = tableData();
    const base = server(made);
    let refuse = true;
    const handler: MockHandler = (request) =>
      refuse && request.method === 'DELETE' && request.path === routeUrl(API.submission.remove)
        ? { code: 40003, message: 'User "lisi" is outside your data scope.' }
        : base(request);
    const { dialog, table } = await open(handler);
    await user.click(await within(table).findByRole('checkbox', { name: 'Select submission 42' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select submission 44' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected (2)' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete submissions' });
    expect(ask).toHaveTextContent('Delete the selected submissions (2)?');
    expect(ask).toHaveTextContent('(IDs 42, 44)');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(
      await within(ask).findByText('User "lisi" is outside your data scope.'),
    ).toBeInTheDocument();
    expect(made.submissions).toHaveLength(5);

    refuse = false;
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete submissions' })).toBeNull(),
    );
    expect(await screen.findByText('Submissions deleted: 2.')).toBeInTheDocument();
    await waitFor(() => expect(columnOf(table, 'ID')).toEqual(['41', '43', '45']));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('pages through the list and keeps rows checked on other pages for one delete', async () => {
    const user = userEvent.setup();
    const made = tableData();
    const [first] = made.submissions;
    for (let id = 46; id <= 54; id += 1) {
      made.submissions.push({ ...first!, id, data: { name: `客户${id}` } });
    }
    const { dialog, table } = await open(server(made));
    await waitFor(() => expect(columnOf(table, 'ID')).toHaveLength(10));
    expect(within(dialog).getByText('Total 14')).toBeInTheDocument();
    await user.click(within(table).getByRole('checkbox', { name: 'Select submission 41' }));
    const pager = within(dialog).getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(columnOf(table, 'ID')).toEqual(['51', '52', '53', '54']));
    await user.click(within(table).getByRole('checkbox', { name: 'Select submission 53' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 selected');
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected (2)' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete submissions' });
    expect(ask).toHaveTextContent('(IDs 41, 53)');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByText('Total 12')).toBeInTheDocument());
    expect(made.submissions.map((row) => row.id)).not.toContain(53);
  });

  it('offers no delete without the forms’ remove code', async () => {
    const user = userEvent.setup();
    const { dialog, table } = await open(server(tableData()), {
      isAdmin: false,
      menu: ['viewer'],
      roleList: [],
      resources: [{ resourceCode: 'system:appConfig', resourceType: 'MENU' }],
    });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select submission 42' }));
    expect(
      within(dialog).getByRole('button', { name: 'Export selected as CSV (1)' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Delete selected/ })).toBeNull();
  });

  it('opens a row read-only on a click, and goes back to the same list', async () => {
    const user = userEvent.setup();
    const { dialog, table } = await open();
    await user.click(await within(table).findByText('王五'));
    expect(await within(dialog).findByDisplayValue('老客户')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    expect(await within(dialog).findByRole('grid', { name: 'Submissions' })).toBeInTheDocument();
  });
});
