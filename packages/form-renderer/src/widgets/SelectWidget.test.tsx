import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectWidget } from './SelectWidget';
import { WidgetHarness, makeWidget, staticChoices } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });
const cities = staticChoices([
  { value: 'bj', label: 'Beijing' },
  { value: 'sh', label: 'Shanghai' },
  { value: 'gz', label: 'Guangzhou', disabled: true },
  { value: 7, label: 'Shenzhen' },
]);

describe('SelectWidget', () => {
  it('picks one choice from the menu and keeps its type', async () => {
    const widget = makeWidget(
      'select',
      { showLabel: true, placeholder: 'Pick a city' },
      { name: 'City' },
    );
    render(<WidgetHarness component={SelectWidget} widget={widget} value="" choices={cities} />);
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveTextContent('Pick a city');
    await userEvent.click(box);
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Guangzhou' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Shenzhen' }));
    expect(value()).toHaveTextContent(/^7$/);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Shenzhen');
  });

  it('shows values without showLabel, and the default placeholder', async () => {
    const widget = makeWidget('select', { showLabel: false }, { name: 'City' });
    render(<WidgetHarness component={SelectWidget} widget={widget} value="" choices={cities} />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Select');
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('option', { name: 'sh' })).toBeInTheDocument();
  });

  it('shows the labels of remote choices without showLabel', async () => {
    const widget = makeWidget('select', { showLabel: false, remote: true }, { name: 'City' });
    render(<WidgetHarness component={SelectWidget} widget={widget} value="" choices={cities} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('option', { name: 'Shanghai' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'sh' })).toBeNull();
  });

  it('picks several choices with multiple and shows them as chips', async () => {
    const widget = makeWidget('select', { multiple: true, showLabel: true }, { name: 'Cities' });
    render(<WidgetHarness component={SelectWidget} widget={widget} value={[]} choices={cities} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Cities' }));
    await userEvent.click(screen.getByRole('option', { name: 'Shanghai' }));
    await userEvent.click(screen.getByRole('option', { name: 'Beijing' }));
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('["sh","bj"]');
    const box = screen.getByRole('combobox', { name: 'Cities' });
    expect(within(box).getByText('Shanghai')).toBeInTheDocument();
    expect(within(box).getByText('Beijing')).toBeInTheDocument();
  });

  it('clears with the clear button when clearable', async () => {
    const widget = makeWidget('select', { clearable: true, showLabel: true }, { name: 'City' });
    render(<WidgetHarness component={SelectWidget} widget={widget} value="bj" choices={cities} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('""');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('has no clear button without clearable', () => {
    const widget = makeWidget('select', { clearable: false }, { name: 'City' });
    render(<WidgetHarness component={SelectWidget} widget={widget} value="bj" choices={cities} />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('filters the choices by typing with filterable', async () => {
    const widget = makeWidget('select', { filterable: true, showLabel: true }, { name: 'City' });
    render(<WidgetHarness component={SelectWidget} widget={widget} value="" choices={cities} />);
    const input = await screen.findByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'shang');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Shanghai']);
    await userEvent.click(options[0]!);
    expect(value()).toHaveTextContent('"sh"');
  });

  it('filters with several values and clears them all', async () => {
    const widget = makeWidget(
      'select',
      { filterable: true, multiple: true, clearable: true, showLabel: true },
      { name: 'Cities' },
    );
    render(
      <WidgetHarness component={SelectWidget} widget={widget} value={['bj']} choices={cities} />,
    );
    const input = await screen.findByRole('combobox', { name: 'Cities' });
    await userEvent.type(input, 'shen');
    await userEvent.click(screen.getByRole('option', { name: 'Shenzhen' }));
    expect(value()).toHaveTextContent('["bj",7]');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('[]');
  });

  it('says that remote choices are loading', async () => {
    const widget = makeWidget('select', { remote: true }, { name: 'Owner' });
    render(
      <WidgetHarness
        component={SelectWidget}
        widget={widget}
        value=""
        choices={staticChoices([], { loading: true })}
      />,
    );
    const box = screen.getByRole('combobox', { name: 'Owner' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(box);
    expect(screen.getByRole('option', { name: 'Loading' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says that remote choices are loading when filterable', async () => {
    const widget = makeWidget('select', { remote: true, filterable: true }, { name: 'Owner' });
    render(
      <WidgetHarness
        component={SelectWidget}
        widget={widget}
        value=""
        choices={staticChoices([], { loading: true })}
      />,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Owner' }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('is disabled with the field and links its error', async () => {
    const widget = makeWidget('select', {}, { name: 'City' });
    const { rerender } = render(
      <WidgetHarness
        component={SelectWidget}
        widget={widget}
        value=""
        choices={cities}
        disabled
        error="Required"
      />,
    );
    const box = screen.getByRole('combobox', { name: 'City' });
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(box).toHaveAccessibleDescription('Required');
    const filterable = makeWidget('select', { filterable: true }, { name: 'Town' });
    rerender(
      <WidgetHarness
        component={SelectWidget}
        widget={filterable}
        value=""
        choices={cities}
        disabled
        error="Required"
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'Town' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveAccessibleDescription('Required');
  });
});
