import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { SignInChart } from './SignInChart';
import { FULL_DASHBOARD } from './story-mocks';

const meta: Meta<typeof SignInChart> = {
  title: 'Admin/Dashboard/Sign-in chart',
  component: SignInChart,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof SignInChart>;

/** A week of sign-ins: succeeded beside failed, each day read out in the accessible name. */
export const Week: Story = {
  render: () => (
    <AdminStoryFrame>
      <SignInChart days={FULL_DASHBOARD.signIns?.days ?? []} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/2026-03-10 成功 57 次，失败 3 次$/);
  },
};

/** A quiet week: no bars, the days still named. */
export const Quiet: Story = {
  render: () => (
    <AdminStoryFrame language="en-US">
      <SignInChart
        days={Array.from({ length: 7 }, (_, index) => ({
          date: `2026-03-0${index + 1}`,
          succeeded: 0,
          failed: 0,
        }))}
      />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/2026-03-01 0 succeeded, 0 failed/);
  },
};
