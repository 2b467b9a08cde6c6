import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SliderWidget } from './SliderWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('SliderWidget', () => {
  it('moves by the step with the keyboard, within min and max', async () => {
    const widget = makeWidget('slider', { min: 10, max: 30, step: 5 }, { name: 'Volume' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={25} />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '25');
    expect(thumb).toHaveAttribute('min', '10');
    expect(thumb).toHaveAttribute('max', '30');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(value()).toHaveTextContent(/^30$/);
    await userEvent.keyboard('{ArrowRight}');
    expect(value()).toHaveTextContent(/^30$/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(value()).toHaveTextContent(/^25$/);
  });

  it('shows a number box with showInput, clamped to the bounds', async () => {
    const widget = makeWidget('slider', { min: 0, max: 100, showInput: true }, { name: 'Volume' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={20} />);
    const box = screen.getByRole('spinbutton', { name: 'Volume value' });
    expect(box).toHaveValue(20);
    await userEvent.clear(box);
    await userEvent.type(box, '140');
    expect(value()).toHaveTextContent(/^100$/);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '100');
  });

  it('has two thumbs and a [start, end] value with range', () => {
    const widget = makeWidget('slider', { range: true, min: 0, max: 100 }, { name: 'Price' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={[20, 60]} />);
    const start = screen.getByRole('slider', { name: 'Price (start)' });
    const end = screen.getByRole('slider', { name: 'Price (end)' });
    fireEvent.change(end, { target: { value: 80 } });
    expect(value()).toHaveTextContent('[20,80]');
    fireEvent.change(start, { target: { value: 30 } });
    expect(value()).toHaveTextContent('[30,80]');
  });

  it('turns a single stored number into a pair for a range slider', () => {
    const widget = makeWidget('slider', { range: true, min: 0, max: 100 }, { name: 'Span' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={40} />);
    expect(screen.getByRole('slider', { name: 'Span (start)' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('slider', { name: 'Span (end)' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('gives a range slider two number boxes that keep start before end', async () => {
    const widget = makeWidget('slider', { range: true, showInput: true }, { name: 'Span' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={[10, 50]} />);
    const startBox = screen.getByRole('spinbutton', { name: 'Span (start) value' });
    await userEvent.clear(startBox);
    await userEvent.type(startBox, '70');
    expect(value()).toHaveTextContent('[50,50]');
  });

  it('is disabled with the field', () => {
    const widget = makeWidget('slider', { showInput: true }, { name: 'Volume' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={5} disabled />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Volume value' })).toBeDisabled();
  });

  it('links its error to the thumb', () => {
    const widget = makeWidget('slider', {}, { name: 'Volume' });
    render(<WidgetHarness component={SliderWidget} widget={widget} value={5} error="Too quiet" />);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAccessibleDescription('Too quiet');
  });
});
