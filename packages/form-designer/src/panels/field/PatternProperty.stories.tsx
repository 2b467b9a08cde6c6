import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { useState } from 'react';
import { PatternProperty } from './PatternProperty';

function Demo() {
  const [value, setValue] = useState('');
  return <PatternProperty value={value} onChange={setValue} />;
}

const meta = { title: 'designer/panels/field/PatternProperty' } satisfies Meta;
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
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Pattern (regular expression)' }),
      '[[a-',
    );
    await expect(canvas.getByText('Not a valid regular expression')).toBeVisible();
  },
};
