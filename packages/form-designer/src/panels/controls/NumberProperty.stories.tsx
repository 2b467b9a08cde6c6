import { optionLimit } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { NumberProperty } from './NumberProperty';

const meta = {
  title: 'designer/panels/controls/NumberProperty',
  component: NumberProperty,
} satisfies Meta<typeof NumberProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

function Span() {
  const [value, setValue] = useState<number | null>(12);
  return (
    <PanelStoryProviders>
      <NumberProperty
        label="Span"
        value={value}
        limit={optionLimit('col', 'span')}
        onChange={setValue}
      />
      <output aria-label="Stored">{String(value)}</output>
    </PanelStoryProviders>
  );
}

export const RangeRefused: Story = {
  args: { label: 'Span', value: 12, onChange: () => {} },
  render: () => <Span />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Span' });
    // One typing over the whole text: an empty value is not kept once the field is left.
    await userEvent.type(field, '30', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    await expect(canvas.getByText('Must be from 1 to 24')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Stored' })).toHaveTextContent('3');
  },
};
