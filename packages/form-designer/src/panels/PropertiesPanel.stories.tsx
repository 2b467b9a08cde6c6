import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PanelStoryProviders } from './PanelStoryProviders';
import { PropertiesPanel } from './PropertiesPanel';

const meta = {
  title: 'designer/panels/PropertiesPanel',
  component: PropertiesPanel,
} satisfies Meta<typeof PropertiesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  render: () => (
    <PanelStoryProviders>
      <PropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Select a widget on the canvas to edit its properties.',
    );
  },
};

export const InputSelected: Story = {
  render: () => (
    <PanelStoryProviders selected="input">
      <PropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The panels' inputs load right after the first paint.
    const label = await canvas.findByRole('textbox', { name: 'Label' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Full name');
    await expect(canvas.getByRole('form', { name: 'Properties of Full name' })).toBeVisible();
  },
};

export const FormTab: Story = {
  render: () => (
    <PanelStoryProviders selected="input">
      <PropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Form properties' }));
    await expect(await canvas.findByRole('combobox', { name: 'UI kit' })).toBeVisible();
  },
};

export const Chinese: Story = {
  render: () => (
    <PanelStoryProviders selected="select" locale="zh-CN">
      <PropertiesPanel />
    </PanelStoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '字段属性' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: '字段标识' })).toHaveValue('select_1');
  },
};
