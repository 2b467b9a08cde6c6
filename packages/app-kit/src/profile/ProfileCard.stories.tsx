import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { profileMessages } from './messages';
import { ProfileCard } from './ProfileCard';
import { profileFixture } from './profile-fixtures';

const meta: Meta<typeof ProfileCard> = {
  title: 'App kit/Personal centre/Card',
  component: ProfileCard,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ProfileCard>;

const done = () => Promise.resolve();

/** 个人信息: account, contacts, organisations (the main one marked), roles, last sign-in. */
export const Details: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <div style={{ maxWidth: 340 }}>
        <ProfileCard profile={profileFixture()} onChooseAvatar={done} onRemoveAvatar={done} />
      </div>
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('主机构')).toBeVisible();
    await expect(canvas.getByText(/（10\.1\.2\.3）$/)).toBeVisible();
  },
};

/** A new account: nothing filled in, never signed in before. */
export const Empty: Story = {
  render: () => (
    <StoryFrame messages={profileMessages} language="en-US">
      <div style={{ maxWidth: 340 }}>
        <ProfileCard
          profile={profileFixture({
            username: '',
            email: '',
            mobile: '',
            gender: '0',
            orgs: [],
            roles: [],
            lastLoginAt: null,
            lastLoginIp: '',
          })}
          onChooseAvatar={done}
          onRemoveAvatar={done}
        />
      </div>
    </StoryFrame>
  ),
};
