import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyForm, largeForm, realisticForm } from './designer/sample-forms';
import { sampleServices } from './designer/story-providers';
import { LeaveFormEditor } from './designer/HostExample';
import { FormDesigner } from './FormDesigner';

const meta = {
  title: 'designer/frame/FormDesigner',
  component: FormDesigner,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en-US', height: '100vh' },
} satisfies Meta<typeof FormDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  args: { defaultValue: emptyForm() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(page.getByText('No data fields yet.')).toBeVisible();
  },
};

export const RealisticForm: Story = {
  args: { defaultValue: realisticForm() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const fields = page.getByRole('navigation', { name: 'Fields' });
    await userEvent.click(within(fields).getByRole('button', { name: /^Reason/ }));
    await waitFor(() =>
      expect(within(fields).getByRole('button', { name: /^Reason/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

export const ChineseWithoutSomeButtons: Story = {
  args: {
    locale: 'zh-CN',
    defaultValue: realisticForm(),
    options: { importJson: false, generateCode: false, paletteGroups: ['basic', 'layout'] },
    services: sampleServices(() => {}),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: '设计器操作' });
    await expect(within(bar).queryByRole('button', { name: /导入JSON/ })).toBeNull();
    await expect(within(bar).getByRole('button', { name: /预览/ })).toBeVisible();
  },
};

/**
 * The 2000-widget form that the benchmark measures, as a smoke test that it opens. axe is not
 * run on it: scanning its 16,000 nodes alone outlasts the story runner's timeout, and the same
 * components are checked by the smaller stories above and by the canvas and panel stories.
 */
export const TwoThousandWidgets: Story = {
  args: { defaultValue: largeForm(2000) },
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvasElement }) => {
    const fields = within(canvasElement).getByRole('navigation', { name: 'Fields' });
    await expect(await within(fields).findByText('Field 1450')).toBeInTheDocument();
  },
};

/** The README's example: a host page holding the definition in its state. */
export const EmbeddedInAHost: Story = {
  render: () => <LeaveFormEditor initial={realisticForm()} save={() => {}} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.queryByRole('button', { name: /Generate code/ })).toBeNull();
  },
};
