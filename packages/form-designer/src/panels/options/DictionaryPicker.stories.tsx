import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { useState } from 'react';
import { DictionaryPicker } from './DictionaryPicker';

function Demo() {
  const [value, setValue] = useState('');
  return <DictionaryPicker value={value} onChange={setValue} />;
}

const meta = { title: 'designer/panels/options/DictionaryPicker' } satisfies Meta;
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
    const picker = canvas.getByRole('combobox', { name: 'Dictionary' });
    await waitFor(() => expect(picker).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(picker);
    await userEvent.click(within(document.body).getByRole('option', { name: 'City (city)' }));
    await expect(picker).toHaveTextContent('City (city)');
  },
};
