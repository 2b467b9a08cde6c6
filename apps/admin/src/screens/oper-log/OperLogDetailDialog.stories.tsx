import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { OperLogDetailDialog } from './OperLogDetailDialog';
import { OPER_LOG_ROWS } from './story-mocks';

const meta: Meta<typeof OperLogDetailDialog> = {
  title: 'Admin/Operation log/Detail dialog',
  component: OperLogDetailDialog,
};
export default meta;
type Story = StoryObj<typeof OperLogDetailDialog>;

/** A successful creation: who, what, where, the parameters (secrets masked) and the outcome. */
export const Succeeded: Story = {
  render: () => (
    <AdminStoryFrame>
      <OperLogDetailDialog entry={OPER_LOG_ROWS[0] ?? null} onClose={() => undefined} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '操作日志详情' });
    await expect(within(dialog).getByText('职务管理 · 新增')).toBeVisible();
    await expect(within(dialog).getByText(/"password": "\*\*\*"/)).toBeVisible();
  },
};

/** A refused change: the result code and the message the caller got. */
export const Failed: Story = {
  render: () => (
    <AdminStoryFrame language="en-US">
      <OperLogDetailDialog entry={OPER_LOG_ROWS[3] ?? null} onClose={() => undefined} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Operation details' });
    await expect(within(dialog).getByText('Failed')).toBeVisible();
    await expect(within(dialog).getByText('The record is still in use.')).toBeVisible();
  },
};
