import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { ChoicesSection } from './ChoicesSection';

const meta = { title: 'designer/panels/options/ChoicesSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="checkbox">
      <WithSelectedWidget>{(w) => <ChoicesSection widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Remote data'));
    await expect(canvas.getByRole('combobox', { name: 'Source' })).toBeVisible();
  },
};
