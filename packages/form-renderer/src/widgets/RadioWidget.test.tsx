import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RadioWidget } from './RadioWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });
const sizes = staticChoices([
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large', disabled: true },
]);

describe('RadioWidget', () => {
  it('shows the labels with showLabel and emits the picked value', async () => {
    const widget = makeWidget('radio', { showLabel: true }, { name: 'Size' });
    render(<WidgetHarness component={RadioWidget} widget={widget} value="" choices={sizes} />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Medium' }));
    expect(value()).toHaveTextContent('"m"');
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('shows the values without showLabel', () => {
    const widget = makeWidget('radio', { showLabel: false }, { name: 'Size' });
    render(<WidgetHarness component={RadioWidget} widget={widget} value="s" choices={sizes} />);
    expect(screen.getByRole('radio', { name: 's' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Small' })).not.toBeInTheDocument();
  });

  it('keeps the type of numeric and boolean values', async () => {
    const widget = makeWidget('radio', { showLabel: true }, { name: 'Level' });
    const choices = staticChoices([
      { value: 1, label: 'One' },
      { value: true, label: 'Yes' },
    ]);
    render(<WidgetHarness component={RadioWidget} widget={widget} value="" choices={choices} />);
    await userEvent.click(screen.getByRole('radio', { name: 'One' }));
    expect(value()).toHaveTextContent(/^1$/);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(value()).toHaveTextContent(/^true$/);
  });

  it('disables single choices, and every choice when the field is disabled', () => {
    const widget = makeWidget('radio', { showLabel: true }, { name: 'Size' });
    const { rerender } = render(
      <WidgetHarness component={RadioWidget} widget={widget} value="" choices={sizes} />,
    );
    expect(screen.getByRole('radio', { name: 'Large' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Small' })).toBeEnabled();
    rerender(
      <WidgetHarness component={RadioWidget} widget={widget} value="" choices={sizes} disabled />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('lays the choices in a row with inline', () => {
    const inline = makeWidget('radio', { inline: true }, { name: 'Inline' });
    render(<WidgetHarness component={RadioWidget} widget={inline} value="" choices={sizes} />);
    expect(screen.getByRole('radiogroup', { name: 'Inline' })).toHaveClass('MuiFormGroup-row');
  });

  it('puts one choice per line without inline', () => {
    const stacked = makeWidget('radio', { inline: false }, { name: 'Stacked' });
    render(<WidgetHarness component={RadioWidget} widget={stacked} value="" choices={sizes} />);
    expect(screen.getByRole('radiogroup', { name: 'Stacked' })).not.toHaveClass('MuiFormGroup-row');
  });

  it('says that remote choices are loading, and when there are none', () => {
    const widget = makeWidget('radio', { remote: true }, { name: 'Remote' });
    const { rerender } = render(
      <WidgetHarness
        component={RadioWidget}
        widget={widget}
        value=""
        choices={staticChoices([], { loading: true })}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Remote' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    rerender(
      <WidgetHarness
        component={RadioWidget}
        widget={widget}
        value=""
        choices={staticChoices([])}
      />,
    );
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('links its error to the group', () => {
    const widget = makeWidget('radio', {}, { name: 'Size' });
    render(
      <WidgetHarness
        component={RadioWidget}
        widget={widget}
        value=""
        choices={sizes}
        error="Pick one"
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toHaveAccessibleDescription(
      'Pick one',
    );
  });
});
