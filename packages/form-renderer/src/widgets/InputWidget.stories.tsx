import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InputWidget } from './InputWidget';
import { WidgetHarness, makeWidget } from './story-harness';

const meta: Meta = { title: 'Renderer/Widgets/Input' };
export default meta;
type Story = StoryObj;

const plain = makeWidget('input', { placeholder: 'Your name', clearable: true }, { name: 'Name' });
const password = makeWidget('input', { showPassword: true }, { name: 'Password' });
const age = makeWidget(
  'input',
  { dataType: 'integer', dataTypeCheck: true, placeholder: 'Years' },
  { name: 'Age' },
);
const locked = makeWidget('input', { readonly: true }, { name: 'Code' });

export const Clearable: Story = {
  render: () => <WidgetHarness component={InputWidget} widget={plain} value="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ada');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent('"Ada"');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
  },
};

export const PasswordToggle: Story = {
  render: () => <WidgetHarness component={InputWidget} widget={password} value="secret" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const NumericDataType: Story = {
  render: () => <WidgetHarness component={InputWidget} widget={age} value="" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Age' }), '42');
    await expect(canvas.getByRole('status', { name: 'Value' })).toHaveTextContent(/^42$/);
  },
};

export const ReadonlyAndDisabled: Story = {
  render: () => (
    <>
      <WidgetHarness component={InputWidget} widget={locked} value="A-17" />
      <WidgetHarness component={InputWidget} widget={plain} value="Grace" disabled />
    </>
  ),
};

export const WithError: Story = {
  render: () => (
    <WidgetHarness component={InputWidget} widget={plain} value="" error="Name is required" />
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name is required');
  },
};
