import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { type ShellServerData, sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the two import each other, and entered from this side first the cycle
// runs shell-server before the mocks it lists are defined.
import { withPublications } from '../testing/artefacts-mock';
import { OrchestrationPage } from './ArtefactPage';

const meta: Meta<typeof OrchestrationPage> = {
  title: 'Shell/Application orchestrations',
  component: OrchestrationPage,
};
export default meta;
type Story = StoryObj<typeof OrchestrationPage>;

const frame = (language: 'zh-CN' | 'en-US' = 'zh-CN', data: ShellServerData = sampleData()) => (
  <StoryFrame
    signedIn
    path="/app/1/ServiceOrchestration"
    language={language}
    messages={shellMessages}
    server={shellServer(data)}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/ServiceOrchestration" element={<OrchestrationPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** Opens 同步客户 (view → script → API, one input) once its row shows, and its dialog. */
async function openSample(canvasElement: HTMLElement, edit: string, dialogName: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: edit }, { timeout: 5000 }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = within(await body.findByRole('dialog', { name: dialogName }, { timeout: 5000 }));
  // the dialog fades in: its fields are visible once it has
  await waitFor(() => expect(dialog.getByRole('textbox', { name: '脚本' })).toBeVisible(), {
    timeout: 10_000,
  });
  return { body, dialog };
}

/** 同步客户: its input, three steps (a view with a template, a script, an API) and the names. */
export const Editor: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSample(canvasElement, '修改 同步客户', '修改服务编排“同步客户”');
    const [first] = within(dialog.getByRole('list', { name: '步骤' })).getAllByRole('listitem');
    // the view's parameters come with the view
    const city = await within(first!).findByRole('textbox', { name: 'city' }, { timeout: 5000 });
    await expect(city).toHaveValue('${input.city}');
    await expect(dialog.getByRole('region', { name: '步骤中可用的名称' })).toHaveTextContent(
      'steps.customers',
    );
  },
};

/** A test run answered: each step succeeded, their inputs and outputs opened. */
export const TestRunAnswered: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const { dialog } = await openSample(canvasElement, '修改 同步客户', '修改服务编排“同步客户”');
    const panel = within(dialog.getByRole('region', { name: '测试运行' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'city' }), '杭州');
    await userEvent.click(panel.getByRole('button', { name: '运行' }));
    const result = within(await panel.findByRole('list', { name: '运行结果' }));
    for (const n of [1, 2, 3]) {
      await userEvent.click(result.getByRole('button', { name: new RegExp(`^第 ${n} 步`) }));
    }
    await expect(await result.findByRole('region', { name: '第 3 步的输出' })).toBeVisible();
    await expect(panel.getByRole('region', { name: '最终输出' })).toHaveTextContent(
      '"status": 200',
    );
  },
};

/** A test run refused, in English: the sandbox's syntax error under the script. */
export const TestRunRefused: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit 同步客户' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Edit orchestration “同步客户”' }, { timeout: 5000 }),
    );
    const script = dialog.getByRole('textbox', { name: 'Script' });
    await waitFor(() => expect(script).toBeVisible(), { timeout: 10_000 });
    await userEvent.type(script, ' // syntax error');
    const panel = within(dialog.getByRole('region', { name: 'Test run' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'city' }), 'Hangzhou');
    await userEvent.click(panel.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(script).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 10_000,
    });
    await expect(script).toHaveAccessibleDescription(/^SyntaxError/);
    await expect(panel.getByRole('alert')).toHaveTextContent(/did not pass the checks/);
  },
};

/** The list with publications: each orchestration's version and state, and its row buttons. */
export const Publications: Story = {
  render: () => frame('zh-CN', withPublications(sampleData())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已下线 · 第 3 版', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下线 同步客户' })).toBeVisible();
  },
};

/** 发布 草稿编排: the notice names its API code and version, and its row says it is published. */
export const Publish: Story = {
  render: () => frame('zh-CN', withPublications(sampleData())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '发布 草稿编排' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByText('已发布为接口 crm.draft（第 1 版）', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** 测试运行 from the row, in English: the saved 同步客户 run step by step. */
export const SavedTestRun: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Test run 同步客户' }, { timeout: 5000 }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Test run of “同步客户”' }, { timeout: 5000 }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'city' }), 'Hangzhou');
    await userEvent.click(dialog.getByRole('button', { name: 'Run' }));
    await expect(
      await dialog.findByRole('region', { name: 'Final output' }, { timeout: 5000 }),
    ).toHaveTextContent('"status": 200');
  },
};
