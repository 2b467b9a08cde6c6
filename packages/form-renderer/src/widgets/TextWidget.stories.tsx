import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextWidget } from './TextWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Text' };
export default meta;
type Story = StoryObj;

const hours = makeWidget(
  'text',
  { defaultValue: 'Open Monday to Friday, 9:00–17:00' },
  { name: 'Hours' },
);

export const PlainText: Story = {
  render: () => <WidgetHarness component={TextWidget} widget={hours} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Open Monday to Friday, 9:00–17:00'),
    ).toBeVisible();
  },
};
