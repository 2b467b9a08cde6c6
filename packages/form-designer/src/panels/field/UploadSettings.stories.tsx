import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { UploadSettings } from './UploadSettings';

const meta = { title: 'designer/panels/field/UploadSettings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="fileupload">
      <WithSelectedWidget>{(w) => <UploadSettings widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Use cloud storage'));
    await expect(canvas.getByText('The storage domain is required')).toBeVisible();
  },
};
