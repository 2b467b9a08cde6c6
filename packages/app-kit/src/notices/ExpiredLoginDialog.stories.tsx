import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { ExpiredLoginDialog } from './ExpiredLoginDialog';

const meta: Meta<typeof ExpiredLoginDialog> = {
  title: 'App kit/Expired-login dialog',
  component: ExpiredLoginDialog,
};
export default meta;
type Story = StoryObj<typeof ExpiredLoginDialog>;

/** The provider renders the dialog; it is open here as after an expired answer. */
export const Open: Story = {
  render: () => (
    <StoryFrame reloginOpen language="en-US">
      <p>The page behind the dialog.</p>
    </StoryFrame>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('status reminder');
    await expect(screen.getByRole('button', { name: 're-login' })).toBeInTheDocument();
  },
};

export const Chinese: Story = {
  render: () => (
    <StoryFrame reloginOpen>
      <p>页面内容</p>
    </StoryFrame>
  ),
};
