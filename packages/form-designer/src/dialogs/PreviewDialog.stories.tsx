import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { PreviewDialog } from './PreviewDialog';

const meta = {
  title: 'designer/dialogs/PreviewDialog',
  component: PreviewDialog,
  decorators: [
    (Story) => (
      <StoryProviders definition={realisticForm()}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof PreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealisticForm: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Preview' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable edit' }));
    await expect(dialog.getByRole('button', { name: 'Enable edit' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Enable edit' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Get data' }));
    await waitFor(() =>
      expect(
        dialog.queryByRole('region', { name: 'Form data' }) ?? dialog.queryByRole('alert'),
      ).not.toBeNull(),
    );
  },
};
