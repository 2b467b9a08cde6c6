import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxWidget } from './CheckboxWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });
const fruit = staticChoices([
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry', disabled: true },
]);

describe('CheckboxWidget', () => {
  it('emits the checked values in the order of the choices', async () => {
    const widget = makeWidget('checkbox', { showLabel: true }, { name: 'Fruit' });
    render(<WidgetHarness component={CheckboxWidget} widget={widget} value={[]} choices={fruit} />);
    expect(screen.getByRole('group', { name: 'Fruit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Banana' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apple' }));
    expect(value()).toHaveTextContent('["a","b"]');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Banana' }));
    expect(value()).toHaveTextContent('["a"]');
  });

  it('shows values without showLabel and labels with it', () => {
    const widget = makeWidget('checkbox', { showLabel: false }, { name: 'Fruit' });
    render(
      <WidgetHarness component={CheckboxWidget} widget={widget} value={['a']} choices={fruit} />,
    );
    expect(screen.getByRole('checkbox', { name: 'a' })).toBeChecked();
  });

  it('disables single choices and the whole group', async () => {
    const widget = makeWidget('checkbox', { showLabel: true }, { name: 'Fruit' });
    const { rerender } = render(
      <WidgetHarness component={CheckboxWidget} widget={widget} value={[]} choices={fruit} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Cherry' })).toBeDisabled();
    rerender(
      <WidgetHarness
        component={CheckboxWidget}
        widget={widget}
        value={[]}
        choices={fruit}
        disabled
      />,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });

  it('ignores clicks when readonly', async () => {
    const widget = makeWidget('checkbox', { showLabel: true, readonly: true }, { name: 'Fruit' });
    render(
      <WidgetHarness component={CheckboxWidget} widget={widget} value={['a']} choices={fruit} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Banana' })).toBeDisabled();
    expect(value()).toHaveTextContent('["a"]');
  });

  it('lays out inline in a row', () => {
    const widget = makeWidget('checkbox', { inline: true }, { name: 'Fruit' });
    render(<WidgetHarness component={CheckboxWidget} widget={widget} value={[]} choices={fruit} />);
    expect(screen.getByRole('group', { name: 'Fruit' })).toHaveClass('MuiFormGroup-row');
  });

  it('shows the loading state of remote choices', () => {
    const widget = makeWidget('checkbox', { remote: true }, { name: 'Tags' });
    render(
      <WidgetHarness
        component={CheckboxWidget}
        widget={widget}
        value={[]}
        choices={staticChoices([], { loading: true })}
      />,
    );
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('links its error', () => {
    const widget = makeWidget('checkbox', {}, { name: 'Fruit' });
    render(
      <WidgetHarness
        component={CheckboxWidget}
        widget={widget}
        value={[]}
        choices={fruit}
        error="Pick two"
      />,
    );
    expect(screen.getByRole('group', { name: 'Fruit' })).toHaveAccessibleDescription('Pick two');
  });
});
