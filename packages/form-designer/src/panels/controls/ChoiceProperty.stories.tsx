import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ChoiceProperty } from './ChoiceProperty';

const meta = {
  title: 'designer/panels/controls/ChoiceProperty',
  component: ChoiceProperty,
} satisfies Meta<typeof ChoiceProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

const choices = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

function Demo() {
  const [value, setValue] = useState('left');
  return (
    <ChoiceProperty label="Text position" value={value} choices={choices} onChange={setValue} />
  );
}

export const Pick: Story = {
  args: { label: 'Text position', value: 'left', choices, onChange: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Text position' });
    await userEvent.click(select);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Center' }));
    await expect(select).toHaveTextContent('Center');
  },
};
