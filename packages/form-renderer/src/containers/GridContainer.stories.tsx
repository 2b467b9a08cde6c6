import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { form } from '../../test/helpers';
import { gridWidget } from '../../test/fixtures';
import { FormRenderer } from '../core/FormRenderer';

const meta = {
  title: 'Renderer/Containers/Grid',
  component: FormRenderer,
  args: { definition: form([gridWidget()], { labelPosition: 'top' }) },
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name }).closest('.fr-col') as HTMLElement;

/** pc uses the `md` spans: three columns side by side with a 12 px gutter. */
export const Pc: Story = {
  args: { platform: 'pc' },
  play: async ({ canvasElement }) => {
    await expect(column(canvasElement, 'First name').style.gridColumn).toBe('1 / span 8');
    await expect(column(canvasElement, 'Email').style.gridColumn).toBe('17 / span 8');
    const first = column(canvasElement, 'First name').getBoundingClientRect();
    const last = column(canvasElement, 'Last name').getBoundingClientRect();
    await expect(Math.round(last.left - first.right)).toBe(12);
  },
};

/** pad uses `sm`: two columns, then a full-width one. */
export const Pad: Story = {
  args: { platform: 'pad' },
  play: async ({ canvasElement }) => {
    const first = column(canvasElement, 'First name').getBoundingClientRect();
    const email = column(canvasElement, 'Email').getBoundingClientRect();
    await expect(email.top).toBeGreaterThan(first.bottom - 1);
    await expect(Math.round(email.width)).toBeGreaterThan(Math.round(first.width * 1.9));
  },
};

/** mobile uses `xs`: the columns stack. */
export const Mobile: Story = {
  args: { platform: 'mobile' },
  play: async ({ canvasElement }) => {
    const first = column(canvasElement, 'First name').getBoundingClientRect();
    const last = column(canvasElement, 'Last name').getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom - 1);
    await expect(Math.round(last.left)).toBe(Math.round(first.left));
  },
};
