import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumberWidget } from './NumberWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('NumberWidget', () => {
  it('steps with − and + buttons on both sides, within min and max', async () => {
    const widget = makeWidget('number', { min: 0, max: 2, step: 1 }, { name: 'Guests' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={1} />);
    const field = screen.getByRole('spinbutton', { name: 'Guests' });
    expect(field).toHaveValue('1');
    const plus = screen.getByRole('button', { name: 'Increase' });
    const minus = screen.getByRole('button', { name: 'Decrease' });
    expect(minus.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.compareDocumentPosition(plus) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(plus);
    expect(value()).toHaveTextContent(/^2$/);
    expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(value()).toHaveTextContent(/^0$/);
    expect(minus).toBeDisabled();
  });

  it('puts stacked arrows on the right with controlsPosition right', () => {
    const widget = makeWidget('number', { controlsPosition: 'right' }, { name: 'Qty' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={3} />);
    const field = screen.getByRole('spinbutton', { name: 'Qty' });
    const up = screen.getByRole('button', { name: 'Increase' });
    const down = screen.getByRole('button', { name: 'Decrease' });
    expect(field.compareDocumentPosition(up) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(up.compareDocumentPosition(down) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(up.parentElement).toBe(down.parentElement);
  });

  it('steps by the step with the arrow keys, without float noise', async () => {
    const widget = makeWidget('number', { min: 0, max: 1, step: 0.1 }, { name: 'Ratio' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={0.1} />);
    const field = screen.getByRole('spinbutton', { name: 'Ratio' });
    await userEvent.type(field, '{ArrowUp}{ArrowUp}');
    expect(value()).toHaveTextContent(/^0\.3$/);
    await userEvent.type(field, '{ArrowDown}');
    expect(value()).toHaveTextContent(/^0\.2$/);
    expect(field).toHaveAttribute('aria-valuenow', '0.2');
    expect(field).toHaveAttribute('aria-valuemin', '0');
    expect(field).toHaveAttribute('aria-valuemax', '1');
  });

  it('clamps typed numbers to the bounds and shows the clamped value after leaving', async () => {
    const widget = makeWidget('number', { min: 0, max: 9 }, { name: 'Score' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={null} />);
    const field = screen.getByRole('spinbutton', { name: 'Score' });
    await userEvent.type(field, '12');
    expect(value()).toHaveTextContent(/^9$/);
    expect(field).toHaveValue('12');
    await userEvent.tab();
    expect(field).toHaveValue('9');
  });

  it('has no maximum with the default options of a new counter', async () => {
    const widget = makeWidget('number', {}, { name: 'Count' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={9} />);
    const field = screen.getByRole('spinbutton', { name: 'Count' });
    expect(field).not.toHaveAttribute('aria-valuemax');
    await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
    expect(value()).toHaveTextContent(/^10$/);
    await userEvent.type(field, '{Control>}a{/Control}123');
    await userEvent.tab();
    expect(field).toHaveValue('123');
  });

  it('stores null when the text is cleared, and keeps unreadable text out of the data', async () => {
    const widget = makeWidget('number', { min: undefined, max: undefined }, { name: 'Delta' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={5} />);
    const field = screen.getByRole('spinbutton', { name: 'Delta' });
    await userEvent.clear(field);
    expect(value()).toHaveTextContent(/^null$/);
    await userEvent.type(field, '-');
    expect(value()).toHaveTextContent(/^null$/);
    await userEvent.type(field, '4');
    expect(value()).toHaveTextContent(/^-4$/);
  });

  it('is read-only with readonly: no typing, no steps', async () => {
    const widget = makeWidget('number', { readonly: true }, { name: 'Fixed' });
    render(<WidgetHarness component={NumberWidget} widget={widget} value={4} />);
    const field = screen.getByRole('spinbutton', { name: 'Fixed' });
    await userEvent.type(field, '1{ArrowUp}');
    expect(value()).toHaveTextContent(/^4$/);
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });

  it('is disabled with the field and links its error', () => {
    render(
      <WidgetHarness
        component={NumberWidget}
        widget={makeWidget('number', {}, { name: 'Count' })}
        value={1}
        disabled
        error="Too many"
      />,
    );
    const field = screen.getByRole('spinbutton', { name: 'Count' });
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Too many');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });
});
