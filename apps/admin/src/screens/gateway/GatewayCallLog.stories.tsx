import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { GatewayCallLog } from './GatewayCallLog';
import { gatewayCallServer } from './story-mocks';

const meta: Meta<typeof GatewayCallLog> = {
  title: 'Admin/Screens/Gateway/Call log',
  component: GatewayCallLog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GatewayCallLog>;

/**
 * The calls, newest first, each outcome a coloured chip; a key the platform does not know
 * names the caller. Searched by outcome: the refused calls with their codes and reasons.
 */
export const Administrator: Story = {
  render: () => (
    <AdminStoryFrame server={gatewayCallServer()}>
      <GatewayCallLog title="外部网关" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('共 24 条')).toBeVisible();
    const grid = within(canvas.getByRole('grid', { name: '调用记录' }));
    await expect(await grid.findByText('编排运行失败：下游服务超时')).toBeVisible();
    // the unknown key is both the application and the key
    await expect(grid.getAllByText('ak_unknown_key')).toHaveLength(2);
    await userEvent.click(canvas.getByLabelText('结果'));
    await userEvent.click(await page.findByRole('option', { name: '拒绝' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 3 条')).toBeVisible();
    await waitFor(() => expect(grid.queryByText('编排运行失败：下游服务超时')).toBeNull());
    await expect(grid.getByText('调用过于频繁：每分钟最多 600 次')).toBeVisible();
    await expect(grid.getByText('42900')).toBeVisible();
    await expect(grid.queryByText('成功')).toBeNull();
  },
};

/** In English, searched by API code. */
export const English: Story = {
  render: () => (
    <AdminStoryFrame server={gatewayCallServer()} language="en-US">
      <GatewayCallLog title="Gateway" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total 24')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Duration ms' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('API code'), 'customers');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Total 8')).toBeVisible();
  },
};

/** No call yet: the list says so. */
export const Empty: Story = {
  render: () => (
    <AdminStoryFrame server={gatewayCallServer([])}>
      <GatewayCallLog title="外部网关" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还没有调用记录')).toBeVisible();
    await expect(canvas.getByText('共 0 条')).toBeVisible();
  },
};
