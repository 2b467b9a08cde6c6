import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberWidget } from './NumberWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Number' };
export default meta;
type Story = StoryObj;

const guests = makeWidget('number', { min: 0, max: 9, step: 1 }, { name: 'Guests' });
const ratio = makeWidget(
  'number',
  { min: 0, max: 1, step: 0.1, controlsPosition: 'right' },
  { name: 'Ratio' },
);

export const ButtonsOnBothSides: Story = {
  render: () => <WidgetHarness component={NumberWidget} widget={guests} value={8} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase' });
    await userEvent.click(plus);
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(/^9$/);
    await expect(plus).toBeDisabled();
  },
};

export const ArrowsOnTheRight: Story = {
  render: () => <WidgetHarness component={NumberWidget} widget={ratio} value={0.1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Ratio' }), '{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(/^0\.3$/);
  },
};

export const Disabled: Story = {
  render: () => <WidgetHarness component={NumberWidget} widget={guests} value={3} disabled />,
};
