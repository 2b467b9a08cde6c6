import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { BasicSection } from './BasicSection';

const meta = { title: 'designer/panels/field/BasicSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="input">
      <WithSelectedWidget>{(w) => <BasicSection widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Field name' })).toHaveValue('input_1');
  },
};
