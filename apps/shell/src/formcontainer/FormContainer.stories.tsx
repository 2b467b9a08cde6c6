import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
import { FormContainerPage } from './FormContainerPage';
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
      await within(dialog).findByRole('table', { name: '提交的数据' }, LOADED),
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
