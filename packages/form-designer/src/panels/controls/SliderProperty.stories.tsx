import { CONFIG_LIMITS } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { SliderProperty } from './SliderProperty';

const meta = {
  title: 'designer/panels/controls/SliderProperty',
  component: SliderProperty,
} satisfies Meta<typeof SliderProperty>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [value, setValue] = useState(3);
  return (
    <PanelStoryProviders>
      <SliderProperty
        label="Label columns"
        value={value}
        limit={CONFIG_LIMITS.labelCol}
        onChange={setValue}
      />
    </PanelStoryProviders>
  );
}

export const LabelColumns: Story = {
  args: { label: 'Label columns', value: 3, limit: CONFIG_LIMITS.labelCol, onChange: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Label columns: 3' });
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuenow', '24');
  },
};
