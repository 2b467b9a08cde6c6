import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { profileMessages } from './messages';
import { PasswordForm } from './PasswordForm';

const meta: Meta<typeof PasswordForm> = {
  title: 'App kit/Personal centre/Password form',
  component: PasswordForm,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof PasswordForm>;

/** The three fields and the rule of a new password. */
export const Empty: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <PasswordForm onSubmit={() => Promise.resolve({ sessionsEnded: 0 })} />
    </StoryFrame>
  ),
};

/** Changed: the form empties and says how many other sessions were signed out. */
export const Changed: Story = {
  render: () => (
    <StoryFrame messages={profileMessages} language="en-US">
      <PasswordForm onSubmit={() => Promise.resolve({ sessionsEnded: 2 })} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current password$/), 'Init@123456');
    await userEvent.type(canvas.getByLabelText(/New password$/), 'Fresh#2026');
    await userEvent.type(canvas.getByLabelText(/Confirm new password$/), 'Fresh#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByText('Password changed; 2 other session(s) signed out'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Current password$/)).toHaveValue('');
  },
};

/** The two new passwords differ: said under the second one, nothing sent. */
export const Mismatch: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <PasswordForm onSubmit={() => Promise.reject(new Error('not to be sent'))} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/旧密码$/), 'Init@123456');
    await userEvent.type(canvas.getByLabelText(/新密码$/), 'Fresh#2026');
    await userEvent.type(canvas.getByLabelText(/确认密码$/), 'Fresh#2027');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(await canvas.findByText('两次输入的新密码不一致')).toBeVisible();
  },
};
