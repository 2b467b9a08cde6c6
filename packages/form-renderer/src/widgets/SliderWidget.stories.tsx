import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SliderWidget } from './SliderWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Slider' };
export default meta;
type Story = StoryObj;

const volume = makeWidget(
  'slider',
  { min: 0, max: 100, step: 5, showInput: true },
  { name: 'Volume' },
);
const price = makeWidget('slider', { min: 0, max: 1000, step: 50, range: true }, { name: 'Price' });

export const WithInput: Story = {
  render: () => <WidgetHarness component={SliderWidget} widget={volume} value={40} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('spinbutton', { name: 'Volume value' });
    await userEvent.clear(box);
    await userEvent.type(box, '65');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(/^65$/);
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
  },
};

export const Range: Story = {
  render: () => <WidgetHarness component={SliderWidget} widget={price} value={[200, 600]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByRole('slider', { name: 'Price (end)' });
    end.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('[200,650]');
  },
};

export const Disabled: Story = {
  render: () => <WidgetHarness component={SliderWidget} widget={volume} value={30} disabled />,
};
