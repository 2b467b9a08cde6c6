import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SwitchWidget } from './SwitchWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Switch' };
export default meta;
type Story = StoryObj;

const subscribe = makeWidget('switch', {}, { name: 'Subscribe' });

export const Toggle: Story = {
  render: () => <WidgetHarness component={SwitchWidget} widget={subscribe} value={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Subscribe' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(/^true$/);
  },
};

export const Disabled: Story = {
  render: () => <WidgetHarness component={SwitchWidget} widget={subscribe} value disabled />,
};
