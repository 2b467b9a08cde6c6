import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { form } from '../../test/helpers';
import { reportWidget } from '../../test/fixtures';
import { FormRenderer } from '../core/FormRenderer';

const meta = {
  title: 'Renderer/Containers/Report',
  component: FormRenderer,
  args: { definition: form([reportWidget()]) },
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bordered table: a title merged across three columns, a cell merged down, a nested grid. */
export const MergedCells: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[0] as HTMLElement).getAllByRole('cell')).toHaveLength(1);
    await expect(within(rows[0] as HTMLElement).getByRole('cell')).toHaveAttribute('colspan', '3');
    const traveller = (await canvas.findByRole('textbox', { name: 'Traveller' })).closest(
      'td',
    ) as HTMLElement;
    await expect(traveller).toHaveAttribute('rowspan', '2');
    await expect(getComputedStyle(traveller).borderTopWidth).toBe('1px');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Traveller' }), 'Lin');
    await expect(canvas.getByRole('textbox', { name: 'Traveller' })).toHaveValue('Lin');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeVisible();
  },
};

/** The same report on a phone scrolls sideways instead of squeezing its cells. */
export const Mobile: Story = {
  args: { platform: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toBeVisible();
  },
};
