import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SelectWidget } from './SelectWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Select' };
export default meta;
type Story = StoryObj;

const cities = staticChoices([
  { value: 'bj', label: 'Beijing' },
  { value: 'sh', label: 'Shanghai' },
  { value: 'gz', label: 'Guangzhou', disabled: true },
  { value: 'sz', label: 'Shenzhen' },
]);
const single = makeWidget(
  'select',
  { showLabel: true, clearable: true, placeholder: 'Pick a city' },
  { name: 'City' },
);
const multiple = makeWidget('select', { showLabel: true, multiple: true }, { name: 'Cities' });
const filterable = makeWidget(
  'select',
  { showLabel: true, filterable: true, clearable: true },
  { name: 'Search a city' },
);
const remote = makeWidget('select', { remote: true }, { name: 'Owner' });

export const SingleClearable: Story = {
  render: () => (
    <WidgetHarness component={SelectWidget} widget={single} value="" choices={cities} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Shanghai' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"sh"');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('""');
  },
};

export const Multiple: Story = {
  render: () => (
    <WidgetHarness component={SelectWidget} widget={multiple} value={['bj']} choices={cities} />
  ),
};

export const Filterable: Story = {
  render: () => (
    <WidgetHarness component={SelectWidget} widget={filterable} value="" choices={cities} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search a city' }), 'shen');
    await userEvent.click(await screen.findByRole('option', { name: 'Shenzhen' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"sz"');
  },
};

export const LoadingRemoteChoices: Story = {
  render: () => (
    <WidgetHarness
      component={SelectWidget}
      widget={remote}
      value=""
      choices={staticChoices([], { loading: true })}
    />
  ),
};
