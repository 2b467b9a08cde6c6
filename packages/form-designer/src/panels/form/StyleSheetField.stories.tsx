import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { StyleSheetField } from './StyleSheetField';

const meta = { title: 'designer/panels/form/StyleSheetField' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <StyleSheetField />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No style sheet')).toBeVisible();
  },
};
