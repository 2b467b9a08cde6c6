import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWidget } from './TextWidget';
import { WidgetHarness, makeWidget } from './story-harness';

describe('TextWidget', () => {
  it('shows its default value as text, markup included as plain text', () => {
    const widget = makeWidget(
      'text',
      { defaultValue: 'Opening hours: <b>9–5</b>' },
      { name: 'Hours' },
    );
    render(<WidgetHarness component={TextWidget} widget={widget} />);
    expect(screen.getByText('Opening hours: <b>9–5</b>')).toBeInTheDocument();
  });

  it('applies width and custom class', () => {
    const widget = makeWidget('text', { width: '50%', customClass: 'note' });
    render(<WidgetHarness component={TextWidget} widget={widget} />);
    expect(screen.getByText('This is a text')).toHaveClass('note');
    expect(screen.getByText('This is a text')).toHaveStyle({ width: '50%' });
  });
});
