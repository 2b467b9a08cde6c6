import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { JsonViewDialog } from './JsonViewDialog';

const meta = {
  title: 'designer/dialogs/JsonViewDialog',
  component: JsonViewDialog,
  decorators: [
    (Story) => (
      <StoryProviders definition={realisticForm()}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof JsonViewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NativeAndFormMaking: Story = {
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Generate JSON' }),
    );
    const editor = await dialog.findByRole('textbox', { name: 'Form definition JSON' });
    await waitFor(() => expect(editor).toHaveTextContent('"schemaVersion"'));
    await userEvent.click(dialog.getByRole('radio', { name: 'FormMaking' }));
    await waitFor(() => expect(editor).not.toHaveTextContent('"schemaVersion"'));
  },
};
