import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { DateWidget } from './DateWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Date' };
export default meta;
type Story = StoryObj;

const day = makeWidget(
  'date',
  { type: 'date', format: 'yyyy-MM-dd', placeholder: 'Pick a day' },
  { name: 'Delivery day' },
);
const year = makeWidget('date', { type: 'year', format: 'yyyy' }, { name: 'Year' });
const month = makeWidget('date', { type: 'month', format: 'yyyy年MM月' }, { name: 'Month' });
const dates = makeWidget('date', { type: 'dates' }, { name: 'Days off' });
const datetime = makeWidget(
  'date',
  { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' },
  { name: 'Meeting' },
);
const stamp = makeWidget('date', { type: 'date', timestamp: true }, { name: 'As timestamp' });
const daterange = makeWidget(
  'date',
  { type: 'daterange', startPlaceholder: 'Arrival', endPlaceholder: 'Departure' },
  { name: 'Stay' },
);
const datetimerange = makeWidget(
  'date',
  { type: 'datetimerange', format: 'yyyy-MM-dd HH:mm' },
  { name: 'Slot' },
);

export const SingleDate: Story = {
  render: () => <WidgetHarness component={DateWidget} widget={day} value="2024-03-05" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    const grid = await screen.findByRole('grid', { name: 'March 2024' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Friday, March 15, 2024' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"2024-03-15"');
  },
};

export const YearAndMonth: Story = {
  render: () => (
    <>
      <WidgetHarness component={DateWidget} widget={year} value="2024" />
      <WidgetHarness component={DateWidget} widget={month} value="2024年05月" locale="zh-CN" />
    </>
  ),
};

export const SeveralDates: Story = {
  render: () => (
    <WidgetHarness component={DateWidget} widget={dates} value={['2024-05-01', '2024-05-03']} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open calendar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tuesday, May 7, 2024' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '["2024-05-01","2024-05-03","2024-05-07"]',
    );
  },
};

export const DateTime: Story = {
  render: () => (
    <WidgetHarness component={DateWidget} widget={datetime} value="2024-06-01 10:00:00" />
  ),
};

export const Timestamp: Story = {
  render: () => <WidgetHarness component={DateWidget} widget={stamp} value={1717200000000} />,
};

export const Ranges: Story = {
  render: () => (
    <>
      <WidgetHarness component={DateWidget} widget={daterange} value={[]} />
      <WidgetHarness
        component={DateWidget}
        widget={datetimerange}
        value={['2024-07-03 09:00', '2024-07-03 10:30']}
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Stay (start)' }),
      '2024-07-10{Enter}',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stay (end)' }), '2024-07-14{Enter}');
    await expect(canvas.getAllByRole('status', { name: 'Value' })[0]).toHaveTextContent(
      '["2024-07-10","2024-07-14"]',
    );
  },
};
