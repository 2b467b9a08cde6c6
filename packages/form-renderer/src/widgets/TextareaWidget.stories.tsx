import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextareaWidget } from './TextareaWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Textarea' };
export default meta;
type Story = StoryObj;

const notes = makeWidget(
  'textarea',
  { placeholder: 'Anything we should know?', clearable: true },
  { name: 'Notes' },
);
const locked = makeWidget('textarea', { readonly: true }, { name: 'Terms' });

export const FiveRows: Story = {
  render: () => <WidgetHarness component={TextareaWidget} widget={notes} value="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(box).toHaveAttribute('rows', '5');
    await userEvent.type(box, 'First line{Enter}Second line');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(
      '"First line\\nSecond line"',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(box).toHaveValue('');
  },
};

export const ReadonlyAndDisabled: Story = {
  render: () => (
    <>
      <WidgetHarness component={TextareaWidget} widget={locked} value="Read me only." />
      <WidgetHarness component={TextareaWidget} widget={notes} value="Disabled" disabled />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Terms' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  },
};
