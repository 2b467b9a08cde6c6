import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { FormScriptsSection } from './FormScriptsSection';

const meta = { title: 'designer/panels/form/FormScriptsSection' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PanelStoryProviders>
      <FormScriptsSection />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage data sources' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Data sources' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
