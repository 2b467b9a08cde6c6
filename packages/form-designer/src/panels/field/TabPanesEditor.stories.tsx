import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { TabPanesEditor } from './TabPanesEditor';

const meta = { title: 'designer/panels/field/TabPanesEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="tabs">
      <WithSelectedWidget>
        {(w) => (w.type === 'tabs' ? <TabPanesEditor widget={w} /> : null)}
      </WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add pane' }));
    await expect(canvas.getByRole('textbox', { name: 'Pane 3 label' })).toBeVisible();
  },
};
