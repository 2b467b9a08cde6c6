import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { TextProperty } from './TextProperty';

const meta = {
  title: 'designer/panels/controls/TextProperty',
  component: TextProperty,
} satisfies Meta<typeof TextProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <PanelStoryProviders>
      <TextProperty label="Placeholder" value={value} onChange={setValue} error={error} />
    </PanelStoryProviders>
  );
}

export const Typing: Story = {
  args: { label: 'Placeholder', value: '', onChange: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Placeholder' });
    await userEvent.type(field, 'Your name');
    await expect(field).toHaveValue('Your name');
  },
};

export const WithError: Story = {
  args: { label: 'Placeholder', value: '', onChange: () => {} },
  render: () => <Demo error="The upload address is required" />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Placeholder' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
