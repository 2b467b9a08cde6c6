import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { RichTextDialog } from './RichTextDialog';

const meta = {
  title: 'designer/dialogs/RichTextDialog',
  component: RichTextDialog,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: {
    open: true,
    value: '<p>Welcome to <strong>the form</strong>.</p>',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RichTextDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContent: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Rich text' }));
    const editor = await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 5000 });
    await expect(editor).toHaveTextContent('Welcome to the form.');
  },
};
