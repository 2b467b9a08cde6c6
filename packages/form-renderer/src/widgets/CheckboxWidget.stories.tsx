import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxWidget } from './CheckboxWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Checkbox' };
export default meta;
type Story = StoryObj;

const choices = staticChoices([
  { value: 'read', label: 'Reading' },
  { value: 'run', label: 'Running' },
  { value: 'cook', label: 'Cooking' },
  { value: 'fly', label: 'Flying', disabled: true },
]);
const inline = makeWidget('checkbox', { inline: true, showLabel: true }, { name: 'Hobbies' });
const stacked = makeWidget('checkbox', { showLabel: false }, { name: 'Hobby codes' });

export const InlineWithLabels: Story = {
  render: () => (
    <WidgetHarness component={CheckboxWidget} widget={inline} value={[]} choices={choices} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cooking' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Reading' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '["read","cook"]',
    );
  },
};

export const StackedWithValues: Story = {
  render: () => (
    <WidgetHarness component={CheckboxWidget} widget={stacked} value={['run']} choices={choices} />
  ),
};

export const Disabled: Story = {
  render: () => (
    <WidgetHarness
      component={CheckboxWidget}
      widget={inline}
      value={['run']}
      choices={choices}
      disabled
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Running' })).toBeDisabled();
  },
};
