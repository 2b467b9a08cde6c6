import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InputWidget } from './InputWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('InputWidget', () => {
  it('is named by its label, shows the placeholder and emits what is typed', async () => {
    const onChange = vi.fn();
    const widget = makeWidget('input', { placeholder: 'Your name' }, { name: 'Name' });
    render(<WidgetHarness component={InputWidget} widget={widget} value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('placeholder', 'Your name');
    await userEvent.type(input, 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
    expect(value()).toHaveTextContent('"Ada"');
  });

  it('clears with the clear button only when clearable and not empty', async () => {
    const widget = makeWidget('input', { clearable: true }, { name: 'Name' });
    render(<WidgetHarness component={InputWidget} widget={widget} value="" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(value()).toHaveTextContent('""');
  });

  it('has no clear button without clearable', () => {
    const widget = makeWidget('input', { clearable: false });
    render(<WidgetHarness component={InputWidget} widget={widget} value="text" />);
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('hides the password until the visibility toggle is pressed', async () => {
    const widget = makeWidget('input', { showPassword: true }, { name: 'Password' });
    render(<WidgetHarness component={InputWidget} widget={widget} value="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('turns typed digits into a number for a checked numeric data type', async () => {
    const widget = makeWidget(
      'input',
      { dataType: 'float', dataTypeCheck: true },
      { name: 'Price' },
    );
    render(<WidgetHarness component={InputWidget} widget={widget} value="" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '1.5');
    expect(input).toHaveValue('1.5');
    expect(value()).toHaveTextContent(/^1\.5$/);
  });

  it('keeps text that is not a number as text, so the type rule can report it', async () => {
    const widget = makeWidget('input', { dataType: 'number', dataTypeCheck: true }, { name: 'N' });
    render(<WidgetHarness component={InputWidget} widget={widget} value="" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'N' }), '12a');
    expect(value()).toHaveTextContent('"12a"');
  });

  it('does not coerce when the data type is not checked', async () => {
    const widget = makeWidget('input', { dataType: 'number', dataTypeCheck: false }, { name: 'N' });
    render(<WidgetHarness component={InputWidget} widget={widget} value="" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'N' }), '7');
    expect(value()).toHaveTextContent('"7"');
  });

  it('is read-only with the readonly option', async () => {
    const widget = makeWidget('input', { readonly: true, clearable: true }, { name: 'Code' });
    render(<WidgetHarness component={InputWidget} widget={widget} value="A-17" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'zz');
    expect(input).toHaveValue('A-17');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('is disabled when the field is disabled', () => {
    render(
      <WidgetHarness component={InputWidget} widget={makeWidget('input')} value="" disabled />,
    );
    expect(screen.getByRole('textbox', { name: 'Input' })).toBeDisabled();
  });

  it('links the error and applies width and custom class', () => {
    const widget = makeWidget('input', { width: '240px', customClass: 'wide' }, { name: 'Name' });
    const { container } = render(
      <WidgetHarness component={InputWidget} widget={widget} value="" error="Name is required" />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required');
    const root = container.querySelector('.wide');
    expect(root).toHaveStyle({ width: '240px' });
    expect(root).toContainElement(input);
  });

  it('shows a number stored in the form data', () => {
    const widget = makeWidget('input', { dataType: 'integer', dataTypeCheck: true }, { name: 'N' });
    render(<WidgetHarness component={InputWidget} widget={widget} value={12} />);
    expect(screen.getByRole('textbox', { name: 'N' })).toHaveValue('12');
  });
});
