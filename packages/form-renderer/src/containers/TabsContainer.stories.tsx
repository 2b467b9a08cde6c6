import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { form } from '../../test/helpers';
import { tabsWidget } from '../../test/fixtures';
import { FormRenderer } from '../core/FormRenderer';

const meta = {
  title: 'Renderer/Containers/Tabs',
  component: FormRenderer,
  args: { definition: form([tabsWidget()]) },
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain tabs on top; clicking a tab shows its pane. */
export const Top: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Applicant' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reason' }));
    await expect(canvas.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Applicant' })).toBeNull();
  },
};

/** Card tabs. */
export const Card: Story = {
  args: { definition: form([tabsWidget({ type: 'card' })]) },
  play: async ({ canvasElement }) => {
    // The tabs are drawn once their lazily loaded part is in.
    await expect(
      (await within(canvasElement).findByRole('tablist')).closest('.fr-tabs'),
    ).toHaveClass('fr-tabs--card');
  },
};

/** A bordered card with the tabs on the left. */
export const BorderCardLeft: Story = {
  args: { definition: form([tabsWidget({ type: 'border-card', tabPosition: 'left' })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const panel = canvas.getByRole('tabpanel', { name: 'Applicant' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      panel.getBoundingClientRect().left + 1,
    );
  },
};

/** Tabs below their panes. */
export const Bottom: Story = {
  args: { definition: form([tabsWidget({ tabPosition: 'bottom' })]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('tablist');
    const panel = canvas.getByRole('tabpanel', { name: 'Applicant' });
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      panel.getBoundingClientRect().bottom - 1,
    );
  },
};
