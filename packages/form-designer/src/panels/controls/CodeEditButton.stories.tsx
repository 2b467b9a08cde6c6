import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { CodeEditButton } from './CodeEditButton';

const meta = {
  title: 'designer/panels/controls/CodeEditButton',
  component: CodeEditButton,
} satisfies Meta<typeof CodeEditButton>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [value, setValue] = useState('<div>Hello</div>');
  return (
    <PanelStoryProviders>
      <CodeEditButton
        label="Edit template"
        mode="html"
        value={value}
        title="Template"
        onConfirm={setValue}
      />
    </PanelStoryProviders>
  );
}

export const OpensTheEditor: Story = {
  args: { label: 'Edit template', mode: 'html', value: '', title: 'Template', onConfirm: () => {} },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit template' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Template' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};
