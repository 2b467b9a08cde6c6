import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import { GatewayScreen } from './GatewayScreen';
import { gatewayServer } from './story-mocks';

const meta: Meta<typeof GatewayScreen> = {
  title: 'Admin/Screens/Gateway',
  component: GatewayScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GatewayScreen>;

/** The routes with their published state; publishing makes every route published. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={gatewayServer()} messages={adminMessages}>
      <GatewayScreen title="外部网关" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('lb://auth-service')).toBeVisible();
    await expect(await canvas.findByText(/当前发布版本 3/)).toBeVisible();
    await expect(canvas.getByText('待发布')).toBeVisible();
    await expect(canvas.getByText('Path=/auth/**')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发布路由' }));
    await expect(await canvas.findByText(/当前发布版本 4/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText('待发布')).toBeNull();
    // the kit's success notice goes away by itself
    await waitFor(() => expect(page.queryByText('已发布，版本 4')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: '回收站' }));
    const bin = within(await page.findByRole('dialog', { name: '已删除的路由' }));
    await expect(await bin.findByRole('button', { name: '恢复 legacy' })).toBeVisible();
  },
};

/** Without the codes: the list and the published state only. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={gatewayServer()}
      messages={adminMessages}
      language="en-US"
    >
      <GatewayScreen title="Gateway" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('lb://auth-service')).toBeVisible();
    // every unpublished route shows it; how many rows are drawn yet depends on the timing
    await expect(canvas.getAllByText('Pending')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Publish routes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Copy/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
  },
};

/** The second tab: the calls through the gateway, a refused one with its code and message. */
export const CallLog: Story = {
  render: () => (
    <StoryFrame signedIn server={gatewayServer()} messages={adminMessages}>
      <GatewayScreen title="外部网关" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('lb://auth-service')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '调用记录' }));
    await expect(await canvas.findByText('共 24 条')).toBeVisible();
    const grid = within(canvas.getByRole('grid', { name: '调用记录' }));
    await expect(await grid.findByText('签名不正确')).toBeVisible();
    await expect(grid.getByText('40101')).toBeVisible();
    await expect(grid.getAllByText('拒绝')[0]).toBeVisible();
    await expect(canvas.queryByText('lb://auth-service')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: '路由' }));
    await expect(await canvas.findByText('lb://auth-service')).toBeVisible();
  },
};

/** Opened at `?tab=calls` in English, by a reader without the route codes. */
export const CallLogReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      path="/?tab=calls"
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={gatewayServer()}
      messages={adminMessages}
      language="en-US"
    >
      <GatewayScreen title="Gateway" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total 24')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Calls' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grid = within(canvas.getByRole('grid', { name: 'Calls' }));
    await expect(await grid.findByText('编排运行失败：下游服务超时')).toBeVisible();
    await expect(grid.getAllByText('Failed')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};
