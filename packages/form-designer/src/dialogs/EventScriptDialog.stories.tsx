import type { FormDefinition } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { EventScriptDialog } from './EventScriptDialog';

const form = realisticForm();
const scripted: FormDefinition = {
  ...form,
  config: {
    ...form.config,
    eventScript: [
      { key: 'mounted1', name: 'mounted', func: "this.hide('remark');" },
      {
        key: 'check001',
        name: 'checkAmount',
        func: "if (args.value > 100) this.display('remark');",
      },
    ],
  },
};

const meta = {
  title: 'designer/dialogs/EventScriptDialog',
  component: EventScriptDialog,
  decorators: [
    (Story) => (
      <StoryProviders definition={scripted}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof EventScriptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormScripts: Story = {
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Event scripts' }),
    );
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('mounted');
    await expect(dialog.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};

export const ForAnEvent: Story = {
  args: { event: { widgetKey: form.list[0]?.key ?? '', eventName: 'onChange' } },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Event scripts' }),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible());
  },
};
