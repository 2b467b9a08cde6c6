import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateWidget } from './DateWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });
const openCalendar = () =>
  userEvent.click(screen.getAllByRole('button', { name: 'Open calendar' })[0]!);

describe('DateWidget', () => {
  it('picks a day from the calendar and stores it in the format', async () => {
    const widget = makeWidget('date', { type: 'date', format: 'yyyy/MM/dd' }, { name: 'Birthday' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="2024/03/05" />);
    await openCalendar();
    const grid = screen.getByRole('grid', { name: 'March 2024' });
    expect(within(grid).getByRole('gridcell', { selected: true })).toHaveTextContent('5');
    await userEvent.click(within(grid).getByRole('button', { name: 'Wednesday, March 20, 2024' }));
    expect(value()).toHaveTextContent('"2024/03/20"');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Birthday' })).toHaveValue('2024/03/20');
  });

  it('moves through months and years from the header', async () => {
    const widget = makeWidget('date', { type: 'date' }, { name: 'Day' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="2024-01-31" />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'February 2024' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('grid', { name: 'February 2023' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose month' }));
    await userEvent.click(screen.getByRole('button', { name: 'July 2023' }));
    expect(screen.getByRole('grid', { name: 'July 2023' })).toBeInTheDocument();
  });

  it('moves the focus by day and week with the arrow keys, changing month when needed', async () => {
    const widget = makeWidget('date', { type: 'date' }, { name: 'Day' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="2024-03-30" />);
    await openCalendar();
    screen.getByRole('button', { name: 'Saturday, March 30, 2024' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'April 2024' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, April 6, 2024' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(value()).toHaveTextContent('"2024-04-05"');
  });

  it('accepts typed dates in the format when editable', async () => {
    const widget = makeWidget(
      'date',
      { format: 'dd.MM.yyyy', placeholder: 'Day.Month.Year' },
      { name: 'Due' },
    );
    render(<WidgetHarness component={DateWidget} widget={widget} value="" />);
    const box = screen.getByRole('textbox', { name: 'Due' });
    expect(box).toHaveAttribute('placeholder', 'Day.Month.Year');
    await userEvent.type(box, '1.2.2025{Enter}');
    expect(value()).toHaveTextContent('"01.02.2025"');
    await userEvent.clear(box);
    await userEvent.type(box, '31.02.2025');
    await userEvent.tab();
    expect(value()).toHaveTextContent('"01.02.2025"');
  });

  it('does not accept typing when not editable, and opens the calendar from the box', async () => {
    const widget = makeWidget('date', { editable: false }, { name: 'Due' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="" />);
    const box = screen.getByRole('textbox', { name: 'Due' });
    expect(box).toHaveAttribute('readonly');
    await userEvent.click(box);
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
  });

  it('stores a millisecond timestamp with timestamp', async () => {
    const widget = makeWidget('date', { timestamp: true }, { name: 'Due' });
    render(
      <WidgetHarness
        component={DateWidget}
        widget={widget}
        value={new Date(2024, 2, 5).getTime()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue('2024-03-05');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Due' }),
      '{Control>}a{/Control}2024-03-06{Enter}',
    );
    expect(value()).toHaveTextContent(String(new Date(2024, 2, 6).getTime()));
  });

  it('picks a year with type year', async () => {
    const widget = makeWidget('date', { type: 'year', format: 'yyyy' }, { name: 'Year' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="2021" />);
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveAttribute(
      'placeholder',
      'Select year',
    );
    await openCalendar();
    expect(screen.getByRole('button', { name: '2021', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next years' }));
    await userEvent.click(screen.getByRole('button', { name: '2034' }));
    expect(value()).toHaveTextContent('"2034"');
  });

  it('picks a month with type month', async () => {
    const widget = makeWidget('date', { type: 'month', format: 'yyyy-MM' }, { name: 'Month' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="" locale="zh-CN" />);
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveAttribute('placeholder', '选择月');
    await userEvent.click(screen.getByRole('button', { name: '打开日历' }));
    const year = new Date().getFullYear();
    await userEvent.click(screen.getByRole('button', { name: `${year}年3月` }));
    expect(value()).toHaveTextContent(`"${year}-03"`);
  });

  it('toggles several dates with type dates', async () => {
    const widget = makeWidget('date', { type: 'dates' }, { name: 'Days off' });
    render(<WidgetHarness component={DateWidget} widget={widget} value={['2024-05-10']} />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Thursday, May 2, 2024' }));
    expect(
      screen.getAllByRole('gridcell', { selected: true }).map((cell) => cell.textContent),
    ).toEqual(['2', '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Friday, May 10, 2024' }));
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('["2024-05-02"]');
    expect(screen.getByRole('textbox', { name: 'Days off' })).toHaveValue('2024-05-02');
  });

  it('sets date and time with type datetime', async () => {
    const widget = makeWidget(
      'date',
      { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' },
      { name: 'Meeting' },
    );
    render(<WidgetHarness component={DateWidget} widget={widget} value="2024-06-01 10:00:00" />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: 'Monday, June 3, 2024' }));
    const hours = screen.getByRole('listbox', { name: 'Hours' });
    await userEvent.click(within(hours).getByRole('option', { name: '15' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('"2024-06-03 15:00:00"');
  });

  it('stores an ordered [start, end] pair with type daterange', async () => {
    const widget = makeWidget(
      'date',
      { type: 'daterange', startPlaceholder: 'Arrival', endPlaceholder: 'Departure' },
      { name: 'Stay' },
    );
    render(<WidgetHarness component={DateWidget} widget={widget} value={[]} />);
    const start = screen.getByRole('textbox', { name: 'Stay (start)' });
    const end = screen.getByRole('textbox', { name: 'Stay (end)' });
    expect(start).toHaveAttribute('placeholder', 'Arrival');
    expect(end).toHaveAttribute('placeholder', 'Departure');
    await userEvent.type(start, '2024-07-10{Enter}');
    expect(value()).toHaveTextContent('[]');
    await userEvent.type(end, '2024-07-03{Enter}');
    expect(value()).toHaveTextContent('["2024-07-03","2024-07-10"]');
  });

  it('marks the days of a range in the calendar and picks an end', async () => {
    const widget = makeWidget('date', { type: 'daterange' }, { name: 'Stay' });
    render(
      <WidgetHarness component={DateWidget} widget={widget} value={['2024-07-03', '2024-07-05']} />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Open calendar' })[1]!);
    expect(
      screen.getAllByRole('gridcell', { selected: true }).map((cell) => cell.textContent),
    ).toEqual(['3', '5']);
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, July 9, 2024' }));
    expect(value()).toHaveTextContent('["2024-07-03","2024-07-09"]');
  });

  it('stores date and time ends with datetimerange', async () => {
    const widget = makeWidget(
      'date',
      { type: 'datetimerange', format: 'yyyy-MM-dd HH:mm' },
      { name: 'Slot' },
    );
    render(
      <WidgetHarness
        component={DateWidget}
        widget={widget}
        value={['2024-07-03 09:00', '2024-07-03 10:00']}
      />,
    );
    const end = screen.getByRole('textbox', { name: 'Slot (end)' });
    await userEvent.clear(end);
    await userEvent.type(end, '2024-07-03 11:30{Enter}');
    expect(value()).toHaveTextContent('["2024-07-03 09:00","2024-07-03 11:30"]');
  });

  it('clears to the empty value of its kind', async () => {
    const single = makeWidget('date', {}, { name: 'One' });
    const { unmount } = render(
      <WidgetHarness component={DateWidget} widget={single} value="2024-01-01" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('""');
    unmount();
    const range = makeWidget('date', { type: 'daterange' }, { name: 'Two' });
    render(
      <WidgetHarness component={DateWidget} widget={range} value={['2024-01-01', '2024-01-02']} />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear' })[0]!);
    expect(value()).toHaveTextContent('[]');
  });

  it('has no clear button without clearable, and is locked when readonly or disabled', () => {
    const widget = makeWidget('date', { clearable: false }, { name: 'One' });
    const { rerender } = render(
      <WidgetHarness component={DateWidget} widget={widget} value="2024-01-01" />,
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    const locked = makeWidget('date', { readonly: true }, { name: 'Two' });
    rerender(<WidgetHarness component={DateWidget} widget={locked} value="2024-01-01" />);
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Two' })).toHaveAttribute('readonly');
    rerender(<WidgetHarness component={DateWidget} widget={locked} value="2024-01-01" disabled />);
    expect(screen.getByRole('textbox', { name: 'Two' })).toBeDisabled();
  });

  it('links its error', () => {
    const widget = makeWidget('date', {}, { name: 'Due' });
    render(<WidgetHarness component={DateWidget} widget={widget} value="" error="Required" />);
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveAccessibleDescription('Required');
  });
});
