import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { OptionsSection } from './OptionsSection';

const meta = { title: 'designer/panels/field/OptionsSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="number">
      <WithSelectedWidget>{(w) => <OptionsSection widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Minimum' })).toHaveValue('0');
    // A new counter has no upper bound: the field is empty.
    await expect(canvas.getByRole('textbox', { name: 'Maximum' })).toHaveValue('');
  },
};
