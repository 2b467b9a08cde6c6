import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { WithSelectedWidget } from '../WithSelectedWidget';
import { RulesSection } from './RulesSection';

const meta = { title: 'designer/panels/field/RulesSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders selected="input">
      <WithSelectedWidget>{(w) => <RulesSection widget={w} />}</WithSelectedWidget>
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Check pattern'));
    await expect(
      canvas.getByRole('textbox', { name: 'Pattern (regular expression)' }),
    ).toBeVisible();
  },
};
