import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ColorWidget } from './ColorWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Color' };
export default meta;
type Story = StoryObj;

const theme = makeWidget('color', {}, { name: 'Theme' });
const overlay = makeWidget('color', { showAlpha: true }, { name: 'Overlay' });

export const Hex: Story = {
  render: () => <WidgetHarness component={ColorWidget} widget={theme} value="#409EFF" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: #409EFF' }));
    const panel = await screen.findByRole('dialog', { name: 'Color picker' });
    const area = within(panel).getByRole('slider', { name: 'Saturation and brightness' });
    // Drag the pointer far past the top-right corner: full saturation and brightness of the hue.
    // Far, because the panel may still be growing in when the box is read.
    const box = area.getBoundingClientRect();
    await userEvent.pointer([
      {
        keys: '[MouseLeft>]',
        target: area,
        coords: { clientX: box.left + 5, clientY: box.bottom - 5 },
      },
      { target: area, coords: { clientX: box.right + 400, clientY: box.top - 400 } },
      { keys: '[/MouseLeft]', target: area },
    ]);
    await expect(area).toHaveAttribute('aria-valuetext', 'Saturation 100%, brightness 100%');
    await userEvent.click(within(panel).getByRole('button', { name: 'OK' }));
    const output = canvas.getByRole('status', { name: 'Value' });
    await expect(output).toHaveTextContent(/^"#00[0-9A-F]{2}FF"$/);
  },
};

export const WithAlpha: Story = {
  render: () => (
    <WidgetHarness component={ColorWidget} widget={overlay} value="rgba(255, 87, 34, 0.6)" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Overlay: rgba(255, 87, 34, 0.6)' }));
    const panel = await screen.findByRole('dialog', { name: 'Color picker' });
    const field = within(panel).getByRole('textbox', { name: 'Color value' });
    await userEvent.clear(field);
    await userEvent.type(field, 'rgba(0, 128, 0, 0.25){Enter}');
    await expect(within(panel).getByRole('slider', { name: 'Opacity' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '"rgba(0, 128, 0, 0.25)"',
    );
  },
};

export const Disabled: Story = {
  render: () => <WidgetHarness component={ColorWidget} widget={theme} value="#67C23A" disabled />,
};
