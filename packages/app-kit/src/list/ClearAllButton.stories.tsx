import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { ClearAllButton } from './ClearAllButton';

const meta: Meta<typeof ClearAllButton> = {
  title: 'App kit/List/Clear all',
  component: ClearAllButton,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ClearAllButton>;

const clear = fn(async () => ({ affected: 12 }));

/** 清空 names what it clears and clears only once confirmed. */
export const Confirmed: Story = {
  render: () => (
    <StoryFrame signedIn>
      <ClearAllButton what="操作日志" clear={clear} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '清空确认' });
    await expect(dialog).toHaveTextContent('确定清空操作日志吗？');
    await expect(clear).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await expect(clear).toHaveBeenCalledTimes(1);
    await expect(await body.findByText('已清空 12 条')).toBeVisible();
  },
};
