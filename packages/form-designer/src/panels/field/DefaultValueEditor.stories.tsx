import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { DefaultValueEditor } from './DefaultValueEditor';

const meta = { title: 'designer/panels/field/DefaultValueEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="slider">
      <WithSelectedWidget>{(w) => <DefaultValueEditor widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuemax', '100');
  },
};
