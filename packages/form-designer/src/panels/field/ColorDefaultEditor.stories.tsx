import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { ColorDefaultEditor } from './ColorDefaultEditor';

const meta = { title: 'designer/panels/field/ColorDefaultEditor' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [value, setValue] = useState('#336699');
  return <ColorDefaultEditor value={value} onChange={setValue} />;
}

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <Demo />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('textbox', { name: 'Default value' });
    await userEvent.clear(text);
    await userEvent.type(text, '#ff0000');
    await expect(canvas.getByLabelText('Pick a colour')).toHaveValue('#ff0000');
  },
};
