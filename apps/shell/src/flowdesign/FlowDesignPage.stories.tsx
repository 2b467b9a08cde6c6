import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { fadedIn, flowDrawn } from '../testing/flow-canvas';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
import { FlowDesignPage } from './FlowDesignPage';

const meta: Meta<typeof FlowDesignPage> = {
  title: 'Shell/Flow design/Page',
  component: FlowDesignPage,
};
export default meta;
type Story = StoryObj<typeof FlowDesignPage>;

/** The page of the sample flow (客户登记流程) over the in-memory server. */
const frame = (path = '/flowDesign/701', language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <StoryFrame
    signedIn
    path={path}
    language={language}
    messages={shellMessages}
    server={shellServer(sampleData())}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/flowDesign/:flowId" element={<FlowDesignPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

const T = { timeout: 10_000 };

/**
 * Waits for the page's flow on the canvas (shown once its form's fields have loaded): the
 * sample's five nodes, then its edges.
 */
async function designerShown(canvasElement: HTMLElement, title = '设计流程：客户登记流程') {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: title }, T);
  await flowDrawn(canvasElement, 5, T.timeout);
  return canvas;
}

/** The sample flow in the designer: the leader approves, a phone number copies to sales. */
export const Design: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = await designerShown(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: '审批人：主管审批' }, T),
    ).toHaveTextContent('部门负责人（上 1 级） · 或签');
    await expect(
      await canvas.findByRole('button', { name: '有电话 · 电话 不为空' }, T),
    ).toBeVisible();
    await expect(canvas.getByText('没有问题：流程可以发布。')).toBeVisible();
  },
};

/** Publishing refused while the checks find errors: a join added without its parallel node. */
export const PublishRefused: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = await designerShown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '添加汇聚' }, T));
    await expect(await canvas.findByText('有未保存的修改', {}, T)).toBeVisible();
    await flowDrawn(canvasElement, 6, T.timeout);
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(await canvas.findByRole('alert', {}, T)).toHaveTextContent(
      /流程还有 \d+ 个错误，解决后才能发布/,
    );
  },
};

/** Published: the draft has no errors, and becomes version 2. */
export const Published: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = await designerShown(canvasElement);
    const publish = canvas.getByRole('button', { name: '发布' });
    await waitFor(() => expect(publish).toBeEnabled(), T);
    await userEvent.click(publish);
    await expect(await canvas.findByText('已发布为第 2 版。', {}, T)).toBeVisible();
  },
};

/** The versions: version 1 is live and can be withdrawn. */
export const Versions: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = await designerShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '版本' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '“客户登记流程”的版本' }, T);
    await waitFor(() => expect(within(dialog).getByText('生效中')).toBeVisible(), T);
    await expect(within(dialog).getByRole('button', { name: '撤回第 1 版' })).toBeVisible();
    await fadedIn(dialog);
  },
};

/** In English. */
export const English: Story = {
  render: () => frame('/flowDesign/701', 'en-US'),
  play: async ({ canvasElement }) => {
    const canvas = await designerShown(canvasElement, 'Flow: 客户登记流程');
    await expect(canvas.getByRole('heading', { name: 'Flow: 客户登记流程' })).toBeVisible();
  },
};

/** An artefact that is no flow. */
export const NotAFlow: Story = {
  render: () => frame('/flowDesign/707'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('没有这个流程：它不存在、已被删除，或不是流程。', {}, T),
    ).toBeVisible();
  },
};
