import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SwitchProperty } from './SwitchProperty';

const meta = {
  title: 'designer/panels/controls/SwitchProperty',
  component: SwitchProperty,
} satisfies Meta<typeof SwitchProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [checked, setChecked] = useState(false);
  return <SwitchProperty label="Clearable" checked={checked} onChange={setChecked} />;
}

export const Toggle: Story = {
  args: { label: 'Clearable', checked: false, onChange: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByLabelText('Clearable');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};
