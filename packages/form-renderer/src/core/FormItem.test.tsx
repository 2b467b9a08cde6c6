import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormItem } from './FormItem';
import { labelLayout } from './layout';

const layout = labelLayout({ labelPosition: 'right', labelWidth: 100 });

describe('FormItem', () => {
  it('labels the control, marks it required and links the message', () => {
    render(
      <FormItem
        controlId="c1"
        label="Email"
        showLabel
        required
        error="Invalid address"
        errorId="c1-error"
        layout={layout}
      >
        <input id="c1" aria-describedby="c1-error" aria-invalid />
      </FormItem>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Invalid address');
    expect(input.closest('.fr-item')).toHaveClass(
      'fr-item--right',
      'fr-item--required',
      'fr-item--error',
    );
  });

  it('can hide its label and its message (kept for screen readers)', () => {
    render(
      <FormItem
        controlId="c2"
        label="Code"
        showLabel={false}
        required={false}
        error="Too short"
        errorId="c2-error"
        layout={{ ...layout, hideErrorMessage: true }}
        labelWidth="160px"
      >
        <input id="c2" aria-label="Code" aria-describedby="c2-error" />
      </FormItem>,
    );
    expect(screen.queryByText('Code')).not.toBeInTheDocument();
    expect(screen.getByText('Too short')).toHaveClass('fr-hidden-text');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('Too short');
    const item = screen.getByRole('textbox').closest('.fr-item') as HTMLElement;
    expect(item.style.getPropertyValue('--fr-label-width')).toBe('160px');
  });
});
