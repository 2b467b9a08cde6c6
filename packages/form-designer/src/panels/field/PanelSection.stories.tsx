import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { PanelSection } from './PanelSection';

const meta = { title: 'designer/panels/field/PanelSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <PanelSection title="Validation">
        <p>Rules go here</p>
      </PanelSection>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Validation' })).toBeVisible();
  },
};
