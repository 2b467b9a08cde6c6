import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createNoticeQueue } from './notice-queue';
import { NoticeSnackbar } from './NoticeSnackbar';
import { StoryProviders } from './story-providers';

const queue = createNoticeQueue();

const meta = {
  title: 'designer/frame/NoticeSnackbar',
  component: NoticeSnackbar,
  args: { queue },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof NoticeSnackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAfterAnother: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    queue.notify({ type: 'warning', message: "Don't support adding this field" });
    queue.notify({ type: 'success', message: 'Copy Successed' });
    const first = await page.findByRole('alert');
    await expect(first).toHaveTextContent("Don't support adding this field");
    await userEvent.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent('Copy Successed'));
  },
};
