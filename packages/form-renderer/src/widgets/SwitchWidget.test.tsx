import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SwitchWidget } from './SwitchWidget';
import { WidgetHarness, makeWidget } from './story-harness';

describe('SwitchWidget', () => {
  it('toggles a boolean', async () => {
    render(
      <WidgetHarness
        component={SwitchWidget}
        widget={makeWidget('switch', {}, { name: 'Subscribe' })}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Subscribe' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent(/^true$/);
    await userEvent.click(toggle);
    expect(screen.getByRole('status', { name: 'Value' })).toHaveTextContent(/^false$/);
  });

  it('is disabled with the field and links its error', () => {
    render(
      <WidgetHarness
        component={SwitchWidget}
        widget={makeWidget('switch', {}, { name: 'Subscribe' })}
        value
        disabled
        error="Must be on"
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Subscribe' });
    expect(toggle).toBeDisabled();
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Must be on');
  });
});
