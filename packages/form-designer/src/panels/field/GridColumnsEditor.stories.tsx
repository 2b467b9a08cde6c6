import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { GridColumnsEditor } from './GridColumnsEditor';

const meta = { title: 'designer/panels/field/GridColumnsEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="grid">
      <WithSelectedWidget>
        {(w) => (w.type === 'grid' ? <GridColumnsEditor widget={w} /> : null)}
      </WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add column' }));
    await expect(canvas.getByRole('textbox', { name: 'Column 3 span' })).toBeVisible();
  },
};
