import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { profileMessages } from './messages';
import { sessionsFixture } from './profile-fixtures';
import { SessionList } from './SessionList';

const meta: Meta<typeof SessionList> = {
  title: 'App kit/Personal centre/Sessions',
  component: SessionList,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof SessionList>;

/** Three sessions: this one marked, the others with 下线, and 下线其他全部. */
export const Several: Story = {
  render: () => (
    <StoryFrame messages={profileMessages}>
      <SessionList sessions={sessionsFixture()} onEnd={() => Promise.resolve()} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('当前会话')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下线其他全部' }));
    const dialog = await screen.findByRole('dialog', { name: '下线确认' });
    await expect(dialog).toHaveTextContent('确定让其他 2 个会话下线吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '下线' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Only this session is signed in. */
export const OnlyThis: Story = {
  render: () => (
    <StoryFrame messages={profileMessages} language="en-US">
      <SessionList
        sessions={sessionsFixture().filter((session) => session.current)}
        onEnd={() => Promise.resolve()}
      />
    </StoryFrame>
  ),
};
