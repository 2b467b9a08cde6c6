import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { form, widget } from '../../test/helpers';
import { FormRenderer } from '../core/FormRenderer';

const meta = {
  title: 'Renderer/Containers/Divider',
  component: FormRenderer,
  args: {
    definition: form([
      widget('divider', 'left', 'Title on the left', { contentPosition: 'left' }),
      widget('divider', 'center', 'Title in the centre', { contentPosition: 'center' }),
      widget('divider', 'right', 'Title on the right', { contentPosition: 'right' }),
    ]),
  },
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three content positions. */
export const Positions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [left, center, right] = canvas.getAllByRole('separator');
    const offset = (element: HTMLElement | undefined, text: string) => {
      const line = (element as HTMLElement).getBoundingClientRect();
      const title = within(element as HTMLElement)
        .getByText(text)
        .getBoundingClientRect();
      return (title.left + title.width / 2 - line.left) / line.width;
    };
    await expect(offset(left, 'Title on the left')).toBeLessThan(0.3);
    await expect(offset(center, 'Title in the centre')).toBeCloseTo(0.5, 1);
    await expect(offset(right, 'Title on the right')).toBeGreaterThan(0.7);
  },
};
