import { DEFAULT_FORM_CONFIG, createWidget, type FormDefinition } from '@org/form-schema';
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

/** A select fed by a data view and a radio fed by a dictionary (the sample services' look-ups). */
function remoteOptionsForm(): FormDefinition {
  const select = createWidget('select');
  const radio = createWidget('radio');
  return {
    list: [
      {
        ...select,
        model: 'department',
        name: 'Department',
        options: {
          ...select.options,
          remote: true,
          remoteType: 'dataView' as const,
          remoteViewId: '1',
          props: { value: 'id', label: 'name' },
        },
      },
      {
        ...radio,
        model: 'gender',
        name: 'Gender',
        options: {
          ...radio.options,
          remote: true,
          remoteType: 'dict' as const,
          remoteDict: 'gender',
          props: { value: 'value', label: 'label' },
        },
      },
    ],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

/** Remote options in the preview: a data view's rows and a dictionary's items. */
export const RemoteOptions: Story = {
  decorators: [
    (Story) => (
      <StoryProviders definition={remoteOptionsForm()}>
        <Story />
      </StoryProviders>
    ),
  ],
  play: async () => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Preview' }));
    await expect(await dialog.findByRole('radio', { name: 'Female' })).toBeInTheDocument();
    const department = await dialog.findByRole('combobox', { name: 'Department' });
    await userEvent.click(department);
    const support = await body.findByRole('option', { name: 'Support' });
    await waitFor(() => expect(support).toBeVisible());
    await userEvent.click(support);
    await waitFor(() => expect(department).toHaveTextContent('Support'));
  },
};
