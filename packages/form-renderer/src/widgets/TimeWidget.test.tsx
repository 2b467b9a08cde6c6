import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimeWidget } from './TimeWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('TimeWidget', () => {
  it('accepts typed time in its format and refuses other text', async () => {
    const widget = makeWidget('time', { placeholder: 'Pick a time' }, { name: 'Start' });
    render(<WidgetHarness component={TimeWidget} widget={widget} value="" />);
    const box = screen.getByRole('textbox', { name: 'Start' });
    expect(box).toHaveAttribute('placeholder', 'Pick a time');
    await userEvent.type(box, '9:05:07{Enter}');
    expect(value()).toHaveTextContent('"09:05:07"');
    expect(box).toHaveValue('09:05:07');
    await userEvent.clear(box);
    await userEvent.type(box, '25:00{Enter}');
    expect(value()).toHaveTextContent('"09:05:07"');
    expect(box).toHaveValue('09:05:07');
  });

  it('picks from hour, minute and second lists in the panel', async () => {
    const widget = makeWidget('time', { arrowControl: false }, { name: 'Start' });
    render(<WidgetHarness component={TimeWidget} widget={widget} value="08:00:00" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open time picker' }));
    const panel = screen.getByRole('dialog', { name: 'Select time' });
    await userEvent.click(
      within(within(panel).getByRole('listbox', { name: 'Hours' })).getByRole('option', {
        name: '14',
      }),
    );
    await userEvent.click(
      within(within(panel).getByRole('listbox', { name: 'Minutes' })).getByRole('option', {
        name: '30',
      }),
    );
    expect(within(panel).getByRole('listbox', { name: 'Seconds' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('"14:30:00"');
  });

  it('shows only the columns of the format, and writes values in it', async () => {
    const widget = makeWidget(
      'time',
      { format: 'hh:mm A', arrowControl: false },
      { name: 'Alarm' },
    );
    render(<WidgetHarness component={TimeWidget} widget={widget} value="07:15 AM" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open time picker' }));
    const panel = screen.getByRole('dialog');
    expect(within(panel).queryByRole('listbox', { name: 'Seconds' })).not.toBeInTheDocument();
    await userEvent.click(
      within(within(panel).getByRole('listbox', { name: 'AM or PM' })).getByRole('option', {
        name: 'PM',
      }),
    );
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('"07:15 PM"');
  });

  it('steps with arrow buttons and arrow keys with arrowControl', async () => {
    const widget = makeWidget('time', { arrowControl: true, format: 'HH:mm' }, { name: 'Start' });
    render(<WidgetHarness component={TimeWidget} widget={widget} value="23:59" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open time picker' }));
    const panel = screen.getByRole('dialog');
    const hours = within(panel).getByRole('spinbutton', { name: 'Hours' });
    expect(hours).toHaveAttribute('aria-valuetext', '23');
    await userEvent.click(within(panel).getByRole('button', { name: 'Hours: next' }));
    expect(within(panel).getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute(
      'aria-valuetext',
      '00',
    );
    within(panel).getByRole('spinbutton', { name: 'Minutes' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('"00:58"');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the panel from the box and refuses typing when not editable', async () => {
    const widget = makeWidget('time', { editable: false }, { name: 'Start' });
    render(<WidgetHarness component={TimeWidget} widget={widget} value="" />);
    const box = screen.getByRole('textbox', { name: 'Start' });
    expect(box).toHaveAttribute('readonly');
    await userEvent.click(box);
    expect(screen.getByRole('dialog', { name: 'Select time' })).toBeInTheDocument();
  });

  it('clears when clearable, and has no clear button otherwise', async () => {
    const clearable = makeWidget('time', { clearable: true }, { name: 'A' });
    const { unmount } = render(
      <WidgetHarness component={TimeWidget} widget={clearable} value="10:00:00" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('""');
    unmount();
    const fixed = makeWidget('time', { clearable: false }, { name: 'B' });
    render(<WidgetHarness component={TimeWidget} widget={fixed} value="10:00:00" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('does not open or clear when readonly or disabled', async () => {
    const widget = makeWidget('time', { readonly: true }, { name: 'Start' });
    const { rerender } = render(
      <WidgetHarness component={TimeWidget} widget={widget} value="10:00:00" />,
    );
    expect(screen.getByRole('button', { name: 'Open time picker' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    rerender(
      <WidgetHarness
        component={TimeWidget}
        widget={makeWidget('time', {}, { name: 'S' })}
        value=""
        disabled
      />,
    );
    expect(screen.getByRole('textbox', { name: 'S' })).toBeDisabled();
  });

  it('stores a [start, end] pair with isRange, once both ends are set', async () => {
    const widget = makeWidget(
      'time',
      { isRange: true, startPlaceholder: 'From', endPlaceholder: 'To' },
      { name: 'Hours' },
    );
    render(<WidgetHarness component={TimeWidget} widget={widget} value={null} />);
    expect(screen.getByRole('group', { name: 'Hours' })).toBeInTheDocument();
    const start = screen.getByRole('textbox', { name: 'Hours (start)' });
    const end = screen.getByRole('textbox', { name: 'Hours (end)' });
    expect(start).toHaveAttribute('placeholder', 'From');
    expect(end).toHaveAttribute('placeholder', 'To');
    await userEvent.type(end, '09:00:00{Enter}');
    expect(value()).toHaveTextContent(/^null$/);
    await userEvent.type(start, '17:30:00{Enter}');
    expect(value()).toHaveTextContent('["09:00:00","17:30:00"]');
  });

  it('empties a range with the clear button', async () => {
    const widget = makeWidget('time', { isRange: true }, { name: 'Hours' });
    render(
      <WidgetHarness component={TimeWidget} widget={widget} value={['08:00:00', '12:00:00']} />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear' })[0]!);
    expect(value()).toHaveTextContent(/^null$/);
    expect(screen.getByRole('textbox', { name: 'Hours (end)' })).toHaveValue('');
  });

  it('links its error', () => {
    const widget = makeWidget('time', {}, { name: 'Start' });
    render(<WidgetHarness component={TimeWidget} widget={widget} value="" error="Required" />);
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: 'Start' })).toHaveAttribute('aria-invalid', 'true');
  });
});
