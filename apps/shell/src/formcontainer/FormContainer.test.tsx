import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing/renderShell';
import {
  type ShellServerData,
  requireField,
  sampleData,
  shellServer,
} from '../testing/shell-server';

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** The sample data: form 11 published at version 2 (客户名称, 电话), form 12 unpublished. */
function data(change: (data: ShellServerData) => void = () => undefined): ShellServerData {
  const made = sampleData();
  change(made);
  return made;
}

const server = (made: ShellServerData) => shellServer(made, { requireToken: true });

describe('FormContainer', () => {
  it('is opened from the Pages list for a published form only', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Pages', { server: server(data()) });
    const fill = await screen.findByRole('link', { name: 'Fill in 客户登记' });
    expect(screen.queryByRole('link', { name: 'Fill in 拜访记录' })).toBeNull();
    await user.click(fill);
    await waitFor(() => expect(location()).toBe('/FormContainer?formId=11'));
    expect(await screen.findByRole('heading', { name: '客户登记' })).toBeInTheDocument();
  });

  it('fills in the published version and submits it, then links to the submission', async () => {
    const user = userEvent.setup();
    const made = data();
    renderShell('/FormContainer?formId=11', { server: server(made) });
    expect(await screen.findByRole('heading', { name: '客户登记' })).toBeInTheDocument();
    expect(screen.getByText('Version 2')).toBeInTheDocument();
    // Version 2 has no 备注 (version 3 has; it is not published).
    await user.type(await screen.findByLabelText('客户名称'), '张三');
    await user.type(screen.getByLabelText('电话'), '123');
    expect(screen.queryByLabelText('备注')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Submitted “客户登记”.')).toBeInTheDocument();
    const stored = made.submissions[0];
    expect(stored).toMatchObject({
      formId: 11,
      formVersion: 2,
      submitStatus: 'SUBMITTED',
      data: { name: '张三', phone: '123' },
    });
    await user.click(screen.getByRole('link', { name: 'View the submission' }));
    await waitFor(() => expect(location()).toBe(`/FormContainer?submissionId=${stored?.id}`));
    expect(await screen.findByText(/Submitted data \(read-only\)/)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('张三')).toBeInTheDocument();
  });

  it('saves a draft, lists it as a to-do and finishes it later', async () => {
    const user = userEvent.setup();
    const made = data();
    renderShell('/FormContainer?formId=11', { server: server(made) });
    await user.type(await screen.findByLabelText('客户名称'), '李四');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    // A second save writes the same draft.
    await user.type(screen.getByLabelText('电话'), '555');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(made.submissions.filter((s) => s.submitStatus === 'DRAFT')).toEqual([
        expect.objectContaining({ data: { name: '李四', phone: '555' }, formVersion: 2 }),
      ]),
    );

    await user.click(screen.getByRole('link', { name: 'Back to to-dos' }));
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    await user.click(
      await within(drafts).findByRole('link', { name: 'Continue the draft of 客户登记' }),
    );
    expect(await screen.findByDisplayValue('李四')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted “客户登记”.')).toBeInTheDocument();
    expect(made.submissions.filter((s) => s.submitStatus === 'DRAFT')).toEqual([]);
    expect(made.submissions[0]).toMatchObject({ submitStatus: 'SUBMITTED', formVersion: 2 });
  });

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    const base = server(data());
    const refusing: MockHandler = (request) =>
      request.method === 'POST' && request.path === routeUrl(API.submission.create)
        ? {
            code: 40022,
            message: 'Invalid request',
            data: { errors: [{ field: 'body.data.phone', message: 'must be a phone number' }] },
          }
        : base(request);
    renderShell('/FormContainer?formId=11', { server: refusing });
    await user.type(await screen.findByLabelText('电话'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('must be a phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('电话')).toHaveAccessibleDescription(/must be a phone number/);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Not submitted: Invalid request/);
    // listed by the field's label, never by its model
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^电话: must be a phone number$/);
  });

  it('in Chinese, says a rule’s message in Chinese and names the failing field by its label', async () => {
    const user = userEvent.setup();
    const made = data((sample) => requireField(sample, 11, 'name'));
    const stored = made.submissions.length;
    renderShell('/FormContainer?formId=11', { server: server(made), language: 'zh-CN' });
    const name = await screen.findByRole('textbox', { name: /客户名称/ });
    await user.click(screen.getByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/有字段没有通过校验/);
    expect(within(alert).getByRole('listitem')).toHaveTextContent(/^客户名称：必填$/);
    expect(name).toHaveAccessibleDescription('必填');
    expect(made.submissions).toHaveLength(stored);
  });

  it('says so when a form has no published version', async () => {
    renderShell('/FormContainer?formId=12', { server: server(data()) });
    expect(
      await screen.findByText(/The form “拜访记录” has no published version yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('lists the forms one can fill in, searched by name', async () => {
    const user = userEvent.setup();
    renderShell('/FormContainer', {
      server: server(
        data((made) => {
          made.forms = [
            ...made.forms,
            { ...made.forms[0]!, id: 13, formCode: 'order', formName: '订单', publishedVersion: 1 },
          ];
        }),
      ),
    });
    const fillable = await screen.findByRole('region', { name: 'Forms to fill in' });
    expect(await within(fillable).findByText('客户登记')).toBeInTheDocument();
    expect(within(fillable).getByText('订单')).toBeInTheDocument();
    expect(within(fillable).queryByText('拜访记录')).toBeNull();
    await user.type(within(fillable).getByLabelText('Form name'), '订单');
    await user.click(within(fillable).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(fillable).queryByText('客户登记')).toBeNull());
    await user.click(within(fillable).getByRole('link', { name: 'Fill in 订单' }));
    await waitFor(() => expect(location()).toBe('/FormContainer?formId=13'));
  });

  it('counts the user’s drafts on the home page', async () => {
    const user = userEvent.setup();
    renderShell('/index', {
      server: server(
        data((made) => {
          const [first] = made.submissions;
          made.submissions = [
            { ...first!, id: 31, submitStatus: 'DRAFT', submittedAt: null },
            { ...first!, id: 32, submitStatus: 'DRAFT', submittedAt: null },
            ...made.submissions,
          ];
        }),
      ),
    });
    const todos = await screen.findByRole('region', { name: 'To-dos' });
    expect(await within(todos).findByText('Drafts to finish: 2')).toBeInTheDocument();
    await user.click(within(todos).getByRole('link', { name: 'Open to-dos' }));
    await waitFor(() => expect(location()).toBe('/FormContainer'));
  });
});

describe('a form’s submissions', () => {
  it('lists them from the Pages list, filters by status and shows one read-only', async () => {
    const user = userEvent.setup();
    renderShell('/app/1/Pages', {
      server: server(
        data((made) => {
          const [first] = made.submissions;
          made.submissions = [
            { ...first!, data: { name: '王五', phone: '1', remark: '老客户' } },
            { ...first!, id: 22, submitStatus: 'DRAFT', submittedAt: null, data: {} },
          ];
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Submissions of 客户登记' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submissions of 客户登记' });
    const table = await within(dialog).findByRole('grid', { name: 'Submissions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Submitted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'View submission 21' }));
    // Filled in on version 3, so it shows with 备注.
    const remark = await within(dialog).findByLabelText('备注');
    expect(remark).toHaveValue('老客户');
    expect(within(dialog).getByDisplayValue('王五')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the list' }));
    expect(await within(dialog).findByRole('grid', { name: 'Submissions' })).toBeInTheDocument();
  });

  it('downloads the CSV export with the token', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('id,name\r\n21,王五\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="customer-submissions.csv"',
        },
      }),
    );
    const objectUrl = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderShell('/app/1/Pages', { server: server(data()) });
    await user.click(await screen.findByRole('button', { name: 'Submissions of 客户登记' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submissions of 客户登记' });
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/form-service/submission/v1/export');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Token': 'test-token' });
    // The form's fields shown (all three of its latest version), for every submission.
    expect(JSON.parse(String(init?.body))).toEqual({
      formId: 11,
      columns: ['name', 'phone', 'remark'],
    });
    expect(objectUrl).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('customer-submissions.csv');
  });

  it('shows a refused export', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ code: 40003, message: 'No permission: system:appConfig', data: null }),
    );
    renderShell('/app/1/Pages', { server: server(data()) });
    await user.click(await screen.findByRole('button', { name: 'Submissions of 客户登记' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submissions of 客户登记' });
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(
      await within(dialog).findByText('The export failed: No permission: system:appConfig'),
    ).toBeInTheDocument();
  });
});
