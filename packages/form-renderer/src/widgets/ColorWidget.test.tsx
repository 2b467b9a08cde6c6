import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ColorWidget } from './ColorWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const value = () => screen.getByRole('status', { name: 'Value' });

describe('ColorWidget', () => {
  it('is a real picker: a swatch button naming the colour opens the panel', async () => {
    const widget = makeWidget('color', {}, { name: 'Theme' });
    render(<WidgetHarness component={ColorWidget} widget={widget} value="#409EFF" />);
    expect(screen.queryByText('Not currently supported.')).not.toBeInTheDocument();
    const swatch = screen.getByRole('button', { name: 'Theme: #409EFF' });
    expect(swatch).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(swatch);
    const panel = screen.getByRole('dialog', { name: 'Color picker' });
    expect(
      within(panel).getByRole('slider', { name: 'Saturation and brightness' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    expect(within(panel).queryByRole('slider', { name: 'Opacity' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Color value' })).toHaveValue('#409EFF');
  });

  it('stores a typed hex colour on OK', async () => {
    const widget = makeWidget('color', {}, { name: 'Theme' });
    render(<WidgetHarness component={ColorWidget} widget={widget} value="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Theme: no color' }));
    const field = screen.getByRole('textbox', { name: 'Color value' });
    await userEvent.clear(field);
    await userEvent.type(field, 'rgb(255, 0, 0){Enter}');
    expect(field).toHaveValue('#FF0000');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('"#FF0000"');
    expect(screen.getByRole('button', { name: 'Theme: #FF0000' })).toBeInTheDocument();
  });

  it('changes saturation and brightness with the arrow keys', async () => {
    const widget = makeWidget('color', {}, { name: 'Theme' });
    render(<WidgetHarness component={ColorWidget} widget={widget} value="#FF0000" />);
    await userEvent.click(screen.getByRole('button', { name: 'Theme: #FF0000' }));
    const area = screen.getByRole('slider', { name: 'Saturation and brightness' });
    expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 100%');
    area.focus();
    await userEvent.keyboard(
      '{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}',
    );
    expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 50%');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('"#800000"');
  });

  it('turns the hue with the hue slider', async () => {
    const widget = makeWidget('color', {}, { name: 'Theme' });
    render(<WidgetHarness component={ColorWidget} widget={widget} value="#FF0000" />);
    await userEvent.click(screen.getByRole('button', { name: 'Theme: #FF0000' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Hue' }), { target: { value: 120 } });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('"#00FF00"');
  });

  it('has an opacity slider and stores rgba with showAlpha', async () => {
    const widget = makeWidget('color', { showAlpha: true }, { name: 'Overlay' });
    render(<WidgetHarness component={ColorWidget} widget={widget} value="rgba(0, 0, 255, 1)" />);
    await userEvent.click(screen.getByRole('button', { name: 'Overlay: rgba(0, 0, 255, 1)' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Opacity' }), { target: { value: 40 } });
    expect(screen.getByRole('textbox', { name: 'Color value' })).toHaveValue(
      'rgba(0, 0, 255, 0.4)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(value()).toHaveTextContent('"rgba(0, 0, 255, 0.4)"');
  });

  it('clears the colour, and leaves it alone when the panel is dismissed', async () => {
    const widget = makeWidget('color', {}, { name: 'Theme' });
    render(<WidgetHarness component={ColorWidget} widget={widget} value="#00FF00" />);
    await userEvent.click(screen.getByRole('button', { name: 'Theme: #00FF00' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Hue' }), { target: { value: 200 } });
    await userEvent.keyboard('{Escape}');
    expect(value()).toHaveTextContent('"#00FF00"');
    await userEvent.click(screen.getByRole('button', { name: 'Theme: #00FF00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(value()).toHaveTextContent('""');
  });

  it('cannot be opened when disabled, and links its error', () => {
    const widget = makeWidget('color', {}, { name: 'Theme' });
    render(
      <WidgetHarness
        component={ColorWidget}
        widget={widget}
        value="#000000"
        disabled
        error="Pick a colour"
      />,
    );
    const swatch = screen.getByRole('button', { name: 'Theme: #000000' });
    expect(swatch).toBeDisabled();
    expect(swatch).toHaveAccessibleDescription('Pick a colour');
  });
});
