import { DEFAULT_FORM_CONFIG } from '@org/form-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelStoryProviders } from '../PanelStoryProviders';
import { FormPropertiesPanel } from './FormPropertiesPanel';

const meta = {
  title: 'designer/panels/FormPropertiesPanel',
  component: FormPropertiesPanel,
} satisfies Meta<typeof FormPropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Element: Story = {
  render: () => (
    <PanelStoryProviders>
      <FormPropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Label position' }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Top' }));
    await expect(canvas.getByRole('combobox', { name: 'Label position' })).toHaveTextContent('Top');
  },
};

export const AntDesign: Story = {
  render: () => (
    <PanelStoryProviders definition={{ list: [], config: { ...DEFAULT_FORM_CONFIG, ui: 'antd' } }}>
      <FormPropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Label columns: 3' });
    await expect(slider).toHaveAttribute('aria-valuemax', '24');
  },
};

export const StyleSheetInThisBrowser: Story = {
  render: () => (
    <PanelStoryProviders>
      <FormPropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit style sheet' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Style sheet' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};
