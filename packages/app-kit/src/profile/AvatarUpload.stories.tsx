import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { AvatarUpload } from './AvatarUpload';
import { profileMessages } from './messages';

const meta: Meta<typeof AvatarUpload> = {
  title: 'App kit/Personal centre/Avatar',
  component: AvatarUpload,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof AvatarUpload>;

/** No image yet: the name's first letter, and the rule for a new one. */
export const Letter: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <AvatarUpload
        name="张三"
        src={null}
        onChoose={() => Promise.resolve()}
        onRemove={() => Promise.resolve()}
      />
    </StoryFrame>
  ),
};

/** A file that is not an image is refused before anything is sent, and the reason said. */
export const WrongType: Story = {
  render: () => (
    <StoryFrame messages={profileMessages} language="en-US">
      <AvatarUpload
        name="Zhang San"
        src={null}
        onChoose={() => Promise.reject(new Error('sent'))}
        onRemove={() => Promise.resolve()}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Change avatar');
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file, { applyAccept: false });
    await expect(
      await canvas.findByText('Only PNG, JPEG, GIF or WebP images can be used (chosen: cv.pdf)'),
    ).toBeVisible();
  },
};

/** The server refused the upload: its message is said under the avatar. */
export const UploadRefused: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <AvatarUpload
        name="张三"
        src={null}
        onChoose={() =>
          Promise.reject(new Error('body.key: is not a PNG, JPEG, GIF or WebP image'))
        }
        onRemove={() => Promise.resolve()}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const png = new File([new Uint8Array(16)], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('更换头像'), png);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('is not a PNG');
  },
};
