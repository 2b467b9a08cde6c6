import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { form } from '../../test/helpers';
import { tableWidget } from '../../test/fixtures';
import { PreviewHarness } from '../core/PreviewHarness';

const meta = {
  title: 'Renderer/Containers/SubTable',
  component: PreviewHarness,
  args: {
    definition: form([tableWidget()]),
    value: { expenses: [{ item: 'Train', cost: 120, kind: 'red' }] },
  },
} satisfies Meta<typeof PreviewHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pc: a table with the row number column (80 px), a remove button per row, an add button. */
export const Pc: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Expenses' });
    const number = within(table).getByRole('columnheader', { name: 'No.' });
    await expect(Math.round(number.getBoundingClientRect().width)).toBe(80);
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Get data' }));
    await waitFor(() => expect(canvas.getByText('Name the item')).toBeVisible());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Item, row 2' }), 'Hotel');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove row 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Get data' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Answer' })).toHaveTextContent(
        '{"expenses":[{"item":"Hotel"',
      ),
    );
  },
};

/** mobile: one card per row. */
export const Mobile: Story = {
  args: { platform: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Row 1' });
    await expect(within(card).getByRole('textbox', { name: 'Item, row 1' })).toHaveValue('Train');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('region', { name: 'Row 2' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove row 1' }));
    await expect(canvas.getAllByRole('region', { name: /^Row / })).toHaveLength(1);
  },
};

/** Read-only rows: no add or remove buttons. */
export const ReadOnlyRows: Story = {
  args: { definition: form([tableWidget({ readonly: true })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Item, row 1' })).toBeEnabled();
  },
};
