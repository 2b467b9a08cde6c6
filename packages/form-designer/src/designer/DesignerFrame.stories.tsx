import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DesignerFrame } from './DesignerFrame';
import { realisticForm } from './sample-forms';
import { StoryProviders } from './story-providers';

const meta = {
  title: 'designer/frame/DesignerFrame',
  component: DesignerFrame,
  parameters: { layout: 'fullscreen' },
  args: { height: '100vh' },
  decorators: [
    (Story) => (
      <StoryProviders definition={realisticForm()}>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof DesignerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Form designer' });
    const palette = within(frame).getByRole('navigation', { name: 'Widgets' });
    const tree = within(frame).getByRole('navigation', { name: 'Fields' });
    await expect(palette.getBoundingClientRect().width).toBeCloseTo(250, 0);
    await expect(tree.parentElement!.getBoundingClientRect().width).toBeCloseTo(240, 0);
    await expect(within(frame).getByRole('toolbar', { name: 'Designer actions' })).toBeVisible();
  },
};

export const WithoutToolbarButtons: Story = {
  args: {
    options: {
      undo: false,
      redo: false,
      importJson: false,
      clear: false,
      preview: false,
      generateJson: false,
      generateCode: false,
    },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: 'Designer actions' });
    await expect(within(bar).queryAllByRole('button')).toHaveLength(0);
  },
};
