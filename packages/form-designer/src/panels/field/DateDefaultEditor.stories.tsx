import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { useState } from 'react';
import { DateDefaultEditor } from './DateDefaultEditor';

function Demo() {
  const [value, setValue] = useState<unknown>(null);
  return <DateDefaultEditor kind="daterange" range value={value} onChange={setValue} />;
}

const meta = { title: 'designer/panels/field/DateDefaultEditor' } satisfies Meta;
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
    await expect(canvas.getByLabelText('Default value: Start')).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText('Default value: End')).toHaveAttribute('type', 'date');
  },
};
