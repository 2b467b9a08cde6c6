import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextareaWidget } from './TextareaWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('TextareaWidget', () => {
  it('has five rows, the placeholder and emits several lines', async () => {
    const widget = makeWidget('textarea', { placeholder: 'Say more' }, { name: 'Notes' });
    render(<WidgetHarness component={TextareaWidget} widget={widget} value="" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('rows', '5');
    expect(box).toHaveAttribute('placeholder', 'Say more');
    await userEvent.type(box, 'a{Enter}b');
    expect(value()).toHaveTextContent('"a\\nb"');
  });

  it('clears with the clear button when clearable', async () => {
    const widget = makeWidget('textarea', { clearable: true }, { name: 'Notes' });
    render(<WidgetHarness component={TextareaWidget} widget={widget} value="old" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('""');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('cannot be edited when readonly or disabled', async () => {
    const widget = makeWidget('textarea', { readonly: true, clearable: true }, { name: 'Terms' });
    render(<WidgetHarness component={TextareaWidget} widget={widget} value="fixed" />);
    const box = screen.getByRole('textbox', { name: 'Terms' });
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('fixed');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('is disabled and shows the error link', () => {
    render(
      <WidgetHarness
        component={TextareaWidget}
        widget={makeWidget('textarea', {}, { name: 'Notes' })}
        value=""
        disabled
        error="Too short"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Too short');
  });
});
