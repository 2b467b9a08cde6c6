import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer, READ_ONLY_USER } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { DeletedPage } from './gateway-api';
import { RecycleBinDialog } from './RecycleBinDialog';

type Deleted = DeletedPage['list'][number];

const deletedRoute = (index: number): Deleted =>
  ({
    id: index,
    routerId: `legacy-${index}`,
    name: `旧路由 ${index}`,
    uri: `lb://legacy-${index}`,
    deletedAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
    deletedBy: 1,
  }) as unknown as Deleted;

/** A recycle bin of twelve routes; a restore takes the route out of the bin. */
function binServer(): MockHandler {
  let bin = Array.from({ length: 12 }, (_, index) => deletedRoute(index + 1));
  return (request) => {
    if (request.path === routeUrl(API.gateway.recycleBin)) return pageAnswer(bin, request.body);
    if (request.path === routeUrl(API.gateway.restore)) {
      const { ids } = request.body as { ids: number[] };
      bin = bin.filter((row) => !ids.includes(row.id));
      return { code: 20000, data: { affected: ids.length } };
    }
    return { code: 40004, message: 'Not found' };
  };
}

function OpenBin() {
  const [open, setOpen] = useState(true);
  return <RecycleBinDialog open={open} onClose={() => setOpen(false)} />;
}

const meta: Meta<typeof RecycleBinDialog> = {
  title: 'Admin/Screens/Gateway/Recycle bin dialog',
  component: RecycleBinDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof RecycleBinDialog>;

/** The deleted routes page by page; restoring one takes it out of the bin. */
export const Restore: Story = {
  render: () => (
    <AdminStoryFrame server={binServer()}>
      <OpenBin />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '已删除的路由' }));
    await waitFor(() => expect(dialog.getByText('legacy-1 · 旧路由 1')).toBeVisible());
    await expect(dialog.getByText('共 12 条')).toBeVisible();
    await expect(dialog.queryByText('legacy-11 · 旧路由 11')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '恢复 legacy-1' }));
    await waitFor(() => expect(dialog.queryByText('legacy-1 · 旧路由 1')).toBeNull());
    await waitFor(() => expect(dialog.getByText('共 11 条')).toBeVisible());
    await waitFor(() => expect(page.queryByText('已恢复')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Without the restore code the routes only show. */
export const ReadOnly: Story = {
  render: () => (
    <AdminStoryFrame server={binServer()} user={READ_ONLY_USER} language="en-US">
      <OpenBin />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Deleted routes' }));
    await waitFor(() => expect(dialog.getByText('legacy-1 · 旧路由 1')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: /^Restore/ })).toBeNull();
  },
};

/** An empty bin says so. */
export const Empty: Story = {
  render: () => (
    <AdminStoryFrame server={(request) => pageAnswer([], request.body)}>
      <OpenBin />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '已删除的路由' }));
    await waitFor(() => expect(dialog.getByText('回收站是空的')).toBeVisible());
  },
};
