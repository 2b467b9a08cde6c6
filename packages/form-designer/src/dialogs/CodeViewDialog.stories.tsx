import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { CodeViewDialog } from './CodeViewDialog';

const meta = {
  title: 'designer/dialogs/CodeViewDialog',
  component: CodeViewDialog,
  decorators: [
    (Story) => (
      <StoryProviders definition={realisticForm()}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof CodeViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReactAndHtml: Story = {
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Generate code' }),
    );
    const editor = await dialog.findByRole('textbox', { name: 'Generated code' });
    await waitFor(() => expect(editor).toHaveTextContent('@org/form-renderer'));
    await userEvent.click(dialog.getByRole('tab', { name: 'HTML page' }));
    await waitFor(() => expect(editor).toHaveTextContent('<!doctype html>'));
  },
};
