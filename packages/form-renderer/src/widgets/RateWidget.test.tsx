import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateWidget } from './RateWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('RateWidget', () => {
  it('has as many stars as max and emits the picked score', () => {
    const widget = makeWidget('rate', { max: 7 }, { name: 'Service' });
    render(<WidgetHarness component={RateWidget} widget={widget} value={null} />);
    expect(screen.getByRole('radiogroup', { name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '8 stars' })).not.toBeInTheDocument();
    // jsdom has no layout, so the pointer position Rating reads on hover is meaningless: click
    // the star's radio directly.
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(value()).toHaveTextContent(/^3$/);
  });

  it('offers half stars with allowHalf', () => {
    const widget = makeWidget('rate', { allowHalf: true }, { name: 'Taste' });
    render(<WidgetHarness component={RateWidget} widget={widget} value={null} />);
    fireEvent.click(screen.getByRole('radio', { name: '2.5 stars' }));
    expect(value()).toHaveTextContent(/^2\.5$/);
  });

  it('has whole stars only without allowHalf', () => {
    render(<WidgetHarness component={RateWidget} widget={makeWidget('rate')} value={null} />);
    expect(screen.queryByRole('radio', { name: '2.5 stars' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
  });

  it('writes the score beside the stars with showScore', () => {
    const widget = makeWidget('rate', { showScore: true, allowHalf: true }, { name: 'Taste' });
    render(<WidgetHarness component={RateWidget} widget={widget} value={3.5} locale="zh-CN" />);
    expect(screen.getByText('3.5 分')).toBeInTheDocument();
  });

  it('writes no score without showScore', () => {
    render(<WidgetHarness component={RateWidget} widget={makeWidget('rate')} value={4} />);
    const stars = screen.getByRole('radiogroup', { name: 'Rate' });
    expect(within(stars).queryByText('4')).not.toBeInTheDocument();
  });

  it('cannot be changed when disabled', () => {
    render(<WidgetHarness component={RateWidget} widget={makeWidget('rate')} value={2} disabled />);
    for (const star of screen.getAllByRole('radio')) expect(star).toBeDisabled();
  });
});
