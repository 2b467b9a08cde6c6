import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { TimeWidget } from './TimeWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Time' };
export default meta;
type Story = StoryObj;

const lists = makeWidget(
  'time',
  { arrowControl: false, placeholder: 'Opening time' },
  { name: 'Opens at' },
);
const arrows = makeWidget('time', { arrowControl: true, format: 'HH:mm' }, { name: 'Alarm' });
const range = makeWidget(
  'time',
  { isRange: true, startPlaceholder: 'From', endPlaceholder: 'To', arrowControl: false },
  { name: 'Office hours' },
);
const fixed = makeWidget('time', { readonly: true }, { name: 'Fixed time' });

export const ScrollingLists: Story = {
  render: () => <WidgetHarness component={TimeWidget} widget={lists} value="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open time picker' }));
    const panel = await screen.findByRole('dialog', { name: 'Select time' });
    await userEvent.click(
      within(within(panel).getByRole('listbox', { name: 'Hours' })).getByRole('option', {
        name: '09',
      }),
    );
    await userEvent.click(
      within(within(panel).getByRole('listbox', { name: 'Minutes' })).getByRole('option', {
        name: '30',
      }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"09:30:00"');
  },
};

export const ArrowControl: Story = {
  render: () => <WidgetHarness component={TimeWidget} widget={arrows} value="07:45" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open time picker' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(within(panel).getByRole('button', { name: 'Hours: next' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"08:45"');
  },
};

export const Range: Story = {
  render: () => <WidgetHarness component={TimeWidget} widget={range} value={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Office hours (start)' }),
      '09:00:00{Enter}',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Office hours (end)' }),
      '17:00:00{Enter}',
    );
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '["09:00:00","17:00:00"]',
    );
  },
};

export const ReadonlyAndDisabled: Story = {
  render: () => (
    <>
      <WidgetHarness component={TimeWidget} widget={fixed} value="12:00:00" />
      <WidgetHarness component={TimeWidget} widget={lists} value="08:00:00" disabled />
    </>
  ),
};
