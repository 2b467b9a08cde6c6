import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { profileMessages } from './messages';
import { ProfileForm } from './ProfileForm';
import { profileFixture } from './profile-fixtures';

const meta: Meta<typeof ProfileForm> = {
  title: 'App kit/Personal centre/Profile form',
  component: ProfileForm,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ProfileForm>;

/** 基本资料 filled in from the profile. */
export const Filled: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <ProfileForm profile={profileFixture()} onSave={() => Promise.resolve()} />
    </StoryFrame>
  ),
};

/** What the contract refuses is said under the field before anything is sent. */
export const Checked: Story = {
  render: () => (
    <StoryFrame messages={profileMessages} language="en-US">
      <ProfileForm
        profile={profileFixture()}
        onSave={() => Promise.reject(new Error('not to be sent'))}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Name/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile' }), ' ext. 12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter the Name')).toBeVisible();
    await expect(
      canvas.getByText('A mobile number has only digits, spaces and + ( ) -'),
    ).toBeVisible();
  },
};
