import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioWidget } from './RadioWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Radio' };
export default meta;
type Story = StoryObj;

const choices = staticChoices([
  { value: 'post', label: 'By post' },
  { value: 'mail', label: 'By e-mail' },
  { value: 'phone', label: 'By phone', disabled: true },
]);
const inline = makeWidget('radio', { inline: true, showLabel: true }, { name: 'Contact' });
const stacked = makeWidget('radio', { inline: false, showLabel: false }, { name: 'Contact code' });
const remote = makeWidget('radio', { remote: true }, { name: 'Region' });

export const InlineWithLabels: Story = {
  render: () => (
    <WidgetHarness component={RadioWidget} widget={inline} value="" choices={choices} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'By e-mail' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"mail"');
  },
};

export const StackedWithValues: Story = {
  render: () => (
    <WidgetHarness component={RadioWidget} widget={stacked} value="post" choices={choices} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'post' })).toBeChecked();
  },
};

export const LoadingRemoteChoices: Story = {
  render: () => (
    <WidgetHarness
      component={RadioWidget}
      widget={remote}
      value=""
      choices={staticChoices([], { loading: true })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading')).toBeVisible();
  },
};
