import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { useState } from 'react';
import { TemplateProperty } from './TemplateProperty';

function Demo() {
  const [value, setValue] = useState('<div>Custom template</div>');
  return (
    <TemplateProperty label="Template" value={value} onChange={setValue} onReplace={setValue} />
  );
}

const meta = { title: 'designer/panels/field/TemplateProperty' } satisfies Meta;
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
    await expect(canvas.getByRole('textbox', { name: 'Template' })).toHaveValue(
      '<div>Custom template</div>',
    );
    await expect(canvas.getByRole('button', { name: 'Edit Template' })).toBeVisible();
  },
};
