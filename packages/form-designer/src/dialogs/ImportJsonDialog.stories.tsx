import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { ImportJsonDialog } from './ImportJsonDialog';

const meta = {
  title: 'designer/dialogs/ImportJsonDialog',
  component: ImportJsonDialog,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ImportJsonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ParseError: Story = {
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Import JSON' }),
    );
    await userEvent.click(dialog.getByLabelText('JSON to import'));
    await userEvent.paste('{"list": [}');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dialog.getByText(/^Line 1, column 11: /)).toBeVisible());
  },
};

export const ImportsFormMaking: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Import JSON' }),
    );
    const text = JSON.stringify({
      list: [{ type: 'input', name: 'Name', key: 'k1', model: 'name', options: {}, rules: [] }],
      config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
    });
    await userEvent.click(dialog.getByLabelText('JSON to import'));
    await userEvent.paste(text);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
