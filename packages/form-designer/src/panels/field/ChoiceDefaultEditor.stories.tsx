import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { useState } from 'react';
import { ChoiceDefaultEditor } from './ChoiceDefaultEditor';

const items = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
];

function Demo() {
  const [value, setValue] = useState<unknown>([]);
  return <ChoiceDefaultEditor items={items} value={value} multiple onChange={setValue} />;
}

const meta = { title: 'designer/panels/field/ChoiceDefaultEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <Demo />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Banana' }));
    await expect(canvas.getByRole('checkbox', { name: 'Banana' })).toBeChecked();
  },
};
