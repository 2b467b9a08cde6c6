import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { RestoredHistoryNotice } from './RestoredHistoryNotice';

const meta = {
  title: 'designer/frame/RestoredHistoryNotice',
  component: RestoredHistoryNotice,
  args: {
    savedAt: Date.UTC(2026, 10, 28, 9, 30),
    steps: 3,
    onDiscard: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof RestoredHistoryNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffersToDiscard: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('status', { name: 'Restored changes' });
    await expect(notice).toHaveTextContent(/with 3 undo steps/);
    await userEvent.click(within(notice).getByRole('button', { name: 'Discard them' }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
