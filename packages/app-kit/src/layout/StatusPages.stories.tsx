import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { Forbidden, NotFound } from './NotFound';

const meta: Meta = {
  title: 'App kit/Status pages',
};
export default meta;
type Story = StoryObj;

/** An unknown path. */
export const PageNotFound: Story = {
  render: () => (
    <StoryFrame>
      <NotFound />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

/** A page of the app that the user's roles do not open. */
export const NoPermission: Story = {
  render: () => (
    <StoryFrame language="en-US">
      <Forbidden />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('403')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No permission' })).toBeVisible();
    await expect(canvas.getByText(/Ask an administrator/)).toBeVisible();
  },
};
