import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { ListTextProperty } from './ListTextProperty';

const meta = {
  title: 'designer/panels/controls/ListTextProperty',
  component: ListTextProperty,
} satisfies Meta<typeof ListTextProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [values, setValues] = useState<string[]>([]);
  return (
    <PanelStoryProviders>
      <ListTextProperty label="Default path" values={values} separator="/" onChange={setValues} />
      <output aria-label="Stored">{JSON.stringify(values)}</output>
    </PanelStoryProviders>
  );
}

export const CascaderPath: Story = {
  args: { label: 'Default path', values: [], separator: '/', onChange: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Default path' }), 'Asia / China');
    await expect(canvas.getByRole('status', { name: 'Stored' })).toHaveTextContent(
      '["Asia","China"]',
    );
  },
};
