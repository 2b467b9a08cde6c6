import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { ProfilePage } from './ProfilePage';
import { profileFixture, profileServer } from './profile-fixtures';

const meta: Meta<typeof ProfilePage> = {
  title: 'App kit/Personal centre/Page',
  component: ProfilePage,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ProfilePage>;

/** 个人中心: the details and avatar beside the tabs; the profile form first. */
export const Chinese: Story = {
  render: () => (
    <StoryFrame signedIn server={profileServer()}>
      <ProfilePage />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '基本资料' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('普通用户')).toBeVisible();
  },
};

/** In English, with an avatar, on the sessions tab; signing out the iPhone asks first. */
export const EnglishSessions: Story = {
  render: () => (
    <StoryFrame
      signedIn
      language="en-US"
      server={profileServer({
        profile: profileFixture({
          username: 'Zhang San',
          personImage:
            'data:image/svg+xml;utf8,' +
            encodeURIComponent(
              '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="%231565c0"/></svg>',
            ),
        }),
      })}
    >
      <ProfilePage />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Sessions' }));
    const table = await canvas.findByRole('table', { name: 'Sessions' });
    await expect(within(table).getByText('This session')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Sign out Safari 17 · iOS 17.5 (10.8.0.7)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out a session' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The password tab: a wrong current password is said under its field. */
export const WrongCurrentPassword: Story = {
  render: () => (
    <StoryFrame signedIn server={profileServer()}>
      <ProfilePage />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '修改密码' }));
    await userEvent.type(canvas.getByLabelText(/旧密码$/), 'Wrong#2026');
    await userEvent.type(canvas.getByLabelText(/新密码$/), 'Fresh#2026');
    await userEvent.type(canvas.getByLabelText(/确认密码$/), 'Fresh#2026');
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(await canvas.findByText('旧密码不正确')).toBeVisible();
  },
};
