import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COLUMN_WIDTHS, DesignerFrame, MIN_COLUMN_WIDTHS } from './DesignerFrame';
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

/** Room for every column at its full width: palette 250 px, field tree 240 px, panel 320 px. */
export const FourColumns: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1440 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Form designer' });
    const palette = within(frame).getByRole('navigation', { name: 'Widgets' });
    const tree = within(frame).getByRole('navigation', { name: 'Fields' });
    const panel = within(frame).getByRole('complementary', { name: 'Properties' });
    await expect(palette.getBoundingClientRect().width).toBeCloseTo(COLUMN_WIDTHS.palette, 0);
    await expect(tree.parentElement!.getBoundingClientRect().width).toBeCloseTo(
      COLUMN_WIDTHS.fieldTree,
      0,
    );
    await expect(panel.getBoundingClientRect().width).toBeCloseTo(COLUMN_WIDTHS.properties, 0);
    await expect(within(frame).getByRole('toolbar', { name: 'Designer actions' })).toBeVisible();
  },
};

/**
 * A host narrower than every column at full width (a 1280 px window): the field tree and the
 * panel give up room down to their minimums, the palette keeps its width, the canvas the rest.
 */
export const NarrowHost: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Form designer' });
    const width = (element: Element) => element.getBoundingClientRect().width;
    const palette = within(frame).getByRole('navigation', { name: 'Widgets' });
    const tree = within(frame).getByRole('navigation', { name: 'Fields' }).parentElement!;
    const panel = within(frame).getByRole('complementary', { name: 'Properties' });
    await expect(width(palette)).toBeCloseTo(COLUMN_WIDTHS.palette, 0);
    await expect(width(tree)).toBeLessThan(COLUMN_WIDTHS.fieldTree);
    await expect(width(tree)).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTHS.fieldTree - 0.5);
    await expect(width(panel)).toBeLessThan(COLUMN_WIDTHS.properties);
    await expect(width(panel)).toBeGreaterThanOrEqual(MIN_COLUMN_WIDTHS.properties - 0.5);
    await expect(width(frame)).toBeLessThanOrEqual(1000.5);
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
