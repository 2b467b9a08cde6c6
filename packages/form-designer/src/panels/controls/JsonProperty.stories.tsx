import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { JsonProperty } from './JsonProperty';

const meta = {
  title: 'designer/panels/controls/JsonProperty',
  component: JsonProperty,
} satisfies Meta<typeof JsonProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [value, setValue] = useState<unknown>({ color: 'red' });
  return (
    <PanelStoryProviders>
      <JsonProperty label="Component props (JSON)" value={value} onChange={setValue} />
    </PanelStoryProviders>
  );
}

export const ParseError: Story = {
  args: { label: 'Component props (JSON)', value: {}, onChange: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Component props (JSON)' });
    await userEvent.type(field, '{{');
    await expect(canvas.getByText(/^Not valid JSON: line/)).toBeVisible();
  },
};
