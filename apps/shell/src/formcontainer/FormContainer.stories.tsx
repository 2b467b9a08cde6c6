import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { submissionColumns } from '@org/form-schema';
import { submissionTableData } from '../testing/submission-table-data';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
import { ColumnsDialog } from './ColumnsDialog';
import { FormContainerPage } from './FormContainerPage';
import { RemoveSubmissionsDialog } from './RemoveSubmissionsDialog';
import { SubmissionsDialog } from './SubmissionsDialog';
import { TodoCount } from './TodoCount';

const meta: Meta<typeof FormContainerPage> = {
  title: 'Shell/Form container',
  component: FormContainerPage,
};
export default meta;
type Story = StoryObj<typeof FormContainerPage>;

/** The renderer is a chunk of its own: its first load may take a while. */
const LOADED = { timeout: 15_000 };

/** The sample data with a draft of the signed-in user and a filled-in submission. */
function withDrafts(): ShellServerData {
  const data = sampleData();
  const [first] = data.submissions;
  if (first) {
    data.submissions = [
      {
        ...first,
        id: 31,
        formVersion: 2,
        submitStatus: 'DRAFT',
        submittedAt: null,
        data: { name: '李四' },
      },
      { ...first, data: { name: '王五', phone: '13800000000', remark: '老客户' } },
    ];
  }
  return data;
}

const frame = (path: string, language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(withDrafts())}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/FormContainer" element={<FormContainerPage />} />
        <Route path="/index" element={<TodoCount />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** `?formId=11`: the published version (2) to fill in, submit or keep as a draft. */
export const WithForm: Story = {
  render: () => frame('/FormContainer?formId=11'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '客户登记' }, LOADED)).toBeVisible();
    await expect(await canvas.findByLabelText('客户名称', undefined, LOADED)).toBeVisible();
  },
};

/** The same in English, after a submit. */
export const Submitted: Story = {
  render: () => frame('/FormContainer?formId=11', 'en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('客户名称', undefined, LOADED), '张三');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findByRole('link', { name: 'View the submission' }, LOADED),
    ).toBeVisible();
  },
};

/** Without a form: the user's drafts and the published forms they can fill in. */
export const Todos: Story = {
  render: () => frame('/FormContainer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: '继续填写 客户登记 的草稿' }, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '填写 客户登记' })).toBeVisible();
  },
};

/** A form with no published version says so. */
export const NotPublished: Story = { render: () => frame('/FormContainer?formId=12', 'en-US') };

/** Home's to-dos count. */
export const TodoCountOnHome: Story = { render: () => frame('/index') };

/** A form's submissions, opened from the Pages list: search, paging, read-only view, export. */
export const Submissions: Story = {
  render: () => (
    <StoryFrame signedIn path="/" messages={shellMessages} server={shellServer(withDrafts())}>
      <SubmissionsDialog form={sampleData().forms[0]!} onClose={() => undefined} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '客户登记 的提交数据' }, LOADED);
    await expect(
      await within(dialog).findByRole('grid', { name: '提交的数据' }, LOADED),
    ).toBeVisible();
  },
};

/** One submission read-only, in the version it was filled in. */
export const SubmissionReadOnly: Story = {
  render: () => (
    <StoryFrame signedIn path="/" messages={shellMessages} server={shellServer(withDrafts())}>
      <SubmissionsDialog form={sampleData().forms[0]!} onClose={() => undefined} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: '查看第 21 条数据' }, LOADED));
    await expect(await body.findByDisplayValue('老客户', undefined, LOADED)).toBeVisible();
  },
};

/** The submissions of a form with fields of each kind: its first six fields as columns. */
const table = (language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <StoryFrame
    signedIn
    path="/"
    language={language}
    messages={shellMessages}
    server={shellServer(submissionTableData())}
  >
    <SubmissionsDialog form={submissionTableData().forms[0]!} onClose={() => undefined} />
  </StoryFrame>
);

/** Fields as columns: choices by their labels (a dictionary's too), switches as 是/否. */
export const SubmissionsTable: Story = {
  render: () => table(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid', { name: '提交的数据' }, LOADED);
    await expect(await within(grid).findByRole('columnheader', { name: '金额' })).toBeVisible();
    await expect(await within(grid).findByText('年假', undefined, LOADED)).toBeVisible();
  },
};

/** A filter on a field (客户名称 contains 七 or 六) and a sort by 金额, in English. */
export const SubmissionsFilteredAndSorted: Story = {
  render: () => table('en-US'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Submissions of 客户登记' }, LOADED);
    const grid = await within(dialog).findByRole('grid', { name: 'Submissions' }, LOADED);
    // enabled once the form's fields are known (the grid may come first)
    const add = within(dialog).getByRole('button', { name: 'Add a field filter' });
    await waitFor(() => expect(add).toBeEnabled(), LOADED);
    await userEvent.click(add);
    // A new filter takes the first field that can be filtered.
    await userEvent.type(within(dialog).getByLabelText('客户名称 contains'), '七');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    // 孙七 is on the first page with and without the filter: wait for the filtered page itself.
    await waitFor(() => expect(within(grid).queryByText('赵六')).toBeNull(), LOADED);
    await expect(within(grid).getByText('孙七')).toBeVisible();
    await userEvent.click(within(grid).getByRole('columnheader', { name: /^金额/ }));
    await waitFor(
      () =>
        expect(within(grid).getByRole('columnheader', { name: /^金额/ })).toHaveAttribute(
          'aria-sort',
          'ascending',
        ),
      LOADED,
    );
  },
};

/** Two rows selected: the export and delete of the selection. */
export const SubmissionsSelected: Story = {
  render: () => table(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = await body.findByRole('grid', { name: '提交的数据' }, LOADED);
    await userEvent.click(await within(grid).findByRole('checkbox', { name: '选择第 41 条数据' }));
    await userEvent.click(within(grid).getByRole('checkbox', { name: '选择第 43 条数据' }));
    await expect(body.getByRole('button', { name: '删除所选（2）' })).toBeVisible();
  },
};

const tableColumns = () => submissionColumns(submissionTableData().versions!.at(-1)!.definition);

/** Choosing the columns: the shown fields first, in their order, then the others. */
export const SubmissionColumns: Story = {
  render: () => {
    const columns = tableColumns();
    return (
      <StoryFrame signedIn path="/" messages={shellMessages} server={shellServer()}>
        <ColumnsDialog
          columns={columns}
          shown={{ fields: columns.slice(0, 4), meta: ['submitter', 'submittedAt'] }}
          onCancel={() => undefined}
          onSave={() => undefined}
        />
      </StoryFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '选择列' });
    await expect(within(dialog).getByRole('checkbox', { name: '备注' })).not.toBeChecked();
    await expect(within(dialog).getByRole('button', { name: '上移 客户名称' })).toBeDisabled();
  },
};

/** The question before deleting, with the server's refusal of a first try. */
export const RemoveSubmissions: Story = {
  render: () => (
    <StoryFrame signedIn path="/" messages={shellMessages} server={shellServer()}>
      <RemoveSubmissionsDialog
        ids={[42, 44]}
        busy={false}
        problem={'User "lisi" is outside your data scope.'}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />
    </StoryFrame>
  ),
};
