import { DEFAULT_FORM_CONFIG, createWidget, type FormDefinition } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryProviders } from '../designer/story-providers';
import { TableDefaultValueDialog } from './TableDefaultValueDialog';

const table = createWidget('table');
const title = createWidget('input');
const amount = createWidget('number');
const definition: FormDefinition = {
  list: [
    {
      ...table,
      model: 'items',
      name: 'Items',
      options: { ...table.options, defaultValue: [{ title: 'Paper', amount: 2 }] },
      tableColumns: [
        { ...title, model: 'title', name: 'Title' },
        { ...amount, model: 'amount', name: 'Amount' },
      ],
    },
  ],
  config: { ...DEFAULT_FORM_CONFIG },
};

const meta = {
  title: 'designer/dialogs/TableDefaultValueDialog',
  component: TableDefaultValueDialog,
  decorators: [
    (Story) => (
      <StoryProviders definition={definition}>
        <Story />
      </StoryProviders>
    ),
  ],
  args: { open: true, widgetKey: table.key, onClose: fn() },
} satisfies Meta<typeof TableDefaultValueDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneDefaultRow: Story = {
  play: async () => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Default rows' }),
    );
    await expect(await dialog.findByDisplayValue('Paper')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getAllByRole('button', { name: /^Remove row/ })).toHaveLength(2);
  },
};

export const NotASubTable: Story = { args: { widgetKey: 'missing' } };
