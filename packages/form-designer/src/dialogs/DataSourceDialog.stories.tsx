import { createDataSource, type FormDefinition } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { realisticForm } from '../designer/sample-forms';
import { StoryProviders } from '../designer/story-providers';
import { DataSourceDialog } from './DataSourceDialog';

function withSources(): FormDefinition {
  const definition = realisticForm();
  const users = { ...createDataSource([]), name: 'users', url: '/api/users' };
  const save = {
    ...createDataSource([]),
    name: 'saveOrder',
    url: '/api/orders',
    method: 'POST' as const,
    auto: false,
  };
  return { ...definition, config: { ...definition.config, dataSource: [users, save] } };
}

const meta = {
  title: 'designer/dialogs/DataSourceDialog',
  component: DataSourceDialog,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders definition={(parameters.form as (() => FormDefinition) | undefined)?.()}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof DataSourceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoSources: Story = {
  parameters: { form: withSources },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Data sources' }),
    );
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('users');
    await userEvent.click(dialog.getByRole('button', { name: 'POST saveOrder' }));
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue('saveOrder');
  },
};

export const NewSourceUnsaved: Story = {
  parameters: { form: withSources },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Data sources' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add data source' }));
    await expect((dialog.getByLabelText(/^Name/) as HTMLInputElement).value).toMatch(
      /^DataSource_[0-9a-z]{8}$/,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'GET users' }));
    const notice = await within(document.body).findByText('unsaved data please save first');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(dialog.getByLabelText(/^Name/)).not.toHaveValue('users');
    // The designer's notice is the frame's; close it once read.
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { hidden: true }));
    await waitFor(() => expect(notice).not.toBeInTheDocument());
  },
};

export const ReorderWithKeyboard: Story = {
  parameters: { form: withSources },
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Data sources' }),
    );
    const handle = dialog.getByRole('button', { name: 'Move users' });
    handle.focus();
    // @hello-pangea/dnd announces each step to screen readers once it has taken it.
    const announcer = () =>
      document.getElementById(`rfd-announcement-${handle.dataset.rfdDragHandleContextId}`);
    const press = async (key: string, code: string, keyCode: number, announced?: string) => {
      fireEvent.keyDown(document.activeElement ?? handle, { key, code, keyCode });
      if (announced) await waitFor(() => expect(announcer()).toHaveTextContent(announced));
    };
    await press(' ', 'Space', 32, 'You have lifted an item in position 1');
    await press(
      'ArrowDown',
      'ArrowDown',
      40,
      'You have moved the item from position 1 to position 2',
    );
    await press(' ', 'Space', 32);
    const list = dialog.getByRole('list', { name: 'Data source list' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['POSTsaveOrder', 'GETusers']),
    );
  },
};

export const NoSources: Story = {};
