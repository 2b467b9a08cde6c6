import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AdminStoryFrame } from '../testing/stories';
import ListWarmUp from './ListWarmUp';

/** The sign-in page's out-of-sight list: drawn once, hidden from everyone, then removed. */
function WarmUpOnPage() {
  return (
    <>
      <p>The page shows only this text; the list is drawn out of sight and removed.</p>
      <ListWarmUp />
    </>
  );
}

const meta = {
  title: 'Admin/Shell/List warm-up',
  component: WarmUpOnPage,
  decorators: [
    (Story) => (
      <AdminStoryFrame>
        <Story />
      </AdminStoryFrame>
    ),
  ],
} satisfies Meta<typeof WarmUpOnPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DrawnThenRemoved: Story = {
  play: async ({ canvasElement }) => {
    // never offered to assistive technology while it is there, and gone after it has been painted
    const grid = canvasElement.querySelector('[role="grid"]');
    if (grid) await expect(grid.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('[role="grid"]')).toBeNull());
    // the grid's styles stay in the page for the first real list (read as rules: a production
    // build inserts them with insertRule, leaving the style elements' text empty)
    await expect(
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('MuiDataGrid')),
      ),
    ).toBe(true);
  },
};
