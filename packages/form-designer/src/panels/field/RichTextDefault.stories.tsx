import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { useState } from 'react';
import { RichTextDefault } from './RichTextDefault';

function Demo() {
  const [value, setValue] = useState('<p>Hello <b>world</b></p>');
  return <RichTextDefault value={value} onChange={setValue} />;
}

const meta = { title: 'designer/panels/field/RichTextDefault' } satisfies Meta;
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
    await expect(canvas.getByText('Hello world')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit default content' })).toBeEnabled();
  },
};
