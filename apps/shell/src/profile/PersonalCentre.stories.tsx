import type { MockHandler } from '@org/app-kit';
import { StoryFrame, profileServer } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ShellLayout } from '../layout/ShellLayout';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { shellServer } from '../testing/shell-server';
import { PersonalCentre } from './PersonalCentre';

const meta: Meta<typeof PersonalCentre> = {
  title: 'Shell/Personal centre',
  component: PersonalCentre,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof PersonalCentre>;

/** The personal centre's calls first, the shell's for the rest. */
function server(): MockHandler {
  const profile = profileServer();
  const shell = shellServer();
  return (request) => {
    const answer = profile(request);
    return answer.code === 40004 ? shell(request) : answer;
  };
}

/** 个人中心 in the shell's layout, reached from the user menu. */
export const InLayout: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ orgNames: ['研发部'] }}
      path="/profile"
      messages={shellMessages}
      server={server()}
    >
      <ViewsProvider initial={[{ key: '/index', path: '/index', titleKey: 'route.index' }]}>
        <ShellLayout title="个人中心">
          <PersonalCentre />
        </ShellLayout>
      </ViewsProvider>
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '个人中心', level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByTitle('用户菜单'));
    await expect(await screen.findByRole('menuitem', { name: '个人中心' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
