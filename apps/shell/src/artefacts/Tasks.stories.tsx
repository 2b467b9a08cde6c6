import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { shellServer } from '../testing/shell-server';
import { TaskPage } from './ArtefactPage';

const meta: Meta<typeof TaskPage> = {
  title: 'Shell/Application scheduled tasks',
  component: TaskPage,
};
export default meta;
type Story = StoryObj<typeof TaskPage>;

const frame = (language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <StoryFrame
    signedIn
    path="/app/1/TaskScheduling"
    language={language}
    messages={shellMessages}
    server={shellServer()}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/TaskScheduling" element={<TaskPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** Opens the dialog of a new task (named `add`) and answers it once its cron field shows. */
async function openNewTask(canvasElement: HTMLElement, add: string, dialogName: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: add }, { timeout: 5000 }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: dialogName }, { timeout: 5000 });
  return { body, dialog: within(dialog) };
}

/** A new task: the next five times of its expression, in Shanghai time, under the cron field. */
export const EditorPreview: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openNewTask(canvasElement, '新建定时任务', '新建定时任务');
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(5), {
      timeout: 10_000,
    });
    await expect(dialog.getByRole('textbox', { name: 'Cron 表达式' })).toHaveAccessibleDescription(
      /^接下来五次运行（Asia\/Shanghai）/,
    );
  },
};

/** An expression the server cannot read: its refusal, red, under the field. */
export const EditorRefused: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openNewTask(canvasElement, '新建定时任务', '新建定时任务');
    const cron = dialog.getByRole('textbox', { name: 'Cron 表达式' });
    await userEvent.clear(cron);
    await userEvent.type(cron, '0 25 * * *');
    await waitFor(() => expect(cron).toHaveAttribute('aria-invalid', 'true'), { timeout: 10_000 });
    await expect(cron).toHaveAccessibleDescription('hour field "25" is out of range 0-23');
  },
};

/** A task that starts a flow, in English: the flow chosen, and data that is not an object. */
export const FlowTarget: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openNewTask(
      canvasElement,
      'New scheduled task',
      'New scheduled task',
    );
    await userEvent.click(dialog.getByRole('combobox', { name: 'Runs' }));
    await userEvent.click(await body.findByRole('option', { name: 'Flow' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Flow' }));
    await userEvent.click(await body.findByRole('option', { name: /客户登记流程/ }));
    const data = dialog.getByRole('textbox', { name: 'Start data' });
    await userEvent.click(data);
    await userEvent.paste('["days", 3]');
    await expect(data).toHaveAttribute('aria-invalid', 'true');
    await expect(data).toHaveAccessibleDescription(/^Must be a JSON object/);
  },
};

/** A task that calls an API of the catalogue: the API chosen, a query parameter and a body. */
export const ApiTarget: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openNewTask(canvasElement, '新建定时任务', '新建定时任务');
    await userEvent.click(dialog.getByRole('combobox', { name: '执行对象' }));
    await userEvent.click(await body.findByRole('option', { name: '服务接口' }));
    await userEvent.click(dialog.getByRole('combobox', { name: '接口' }));
    await userEvent.click(await body.findByRole('option', { name: /按编码查询字典/ }));
    const query = within(dialog.getByRole('region', { name: '查询参数' }));
    await userEvent.click(query.getByRole('button', { name: '添加查询参数' }));
    await userEvent.type(query.getByRole('textbox', { name: '查询参数第 1 项的名称' }), 'dictCode');
    await userEvent.type(
      query.getByRole('textbox', { name: '查询参数第 1 项的值' }),
      'customer_level',
    );
    const template = dialog.getByRole('textbox', { name: '请求体' });
    await userEvent.click(template);
    await userEvent.paste('{"day": "${new Date().toISOString().slice(0, 10)}"}');
    await expect(template).toHaveAccessibleDescription(/^模板文本/);
    await expect(dialog.getByRole('combobox', { name: '接口' })).toHaveTextContent(
      '按编码查询字典（POST /sysDict/v1/dictByCode）',
    );
  },
};

/** The runs of 工作日同步, newest first, its failed run opened under the list. */
export const RunsWithFailure: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '运行记录 工作日同步' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '“工作日同步”的运行记录' }));
    await userEvent.click(
      await dialog.findByRole('button', { name: '详情 #2' }, { timeout: 5000 }),
    );
    const detail = await dialog.findByRole('region', { name: '运行 #2 的详情' });
    await expect(within(detail).getByRole('region', { name: '错误' })).toHaveTextContent(
      '数据视图查询超时',
    );
  },
};
