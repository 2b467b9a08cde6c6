import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { StoryFrame } from '@org/app-kit/testing';
import { shellMessages } from '../messages';
import { shellServer } from '../testing/shell-server';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { ShellLayout } from './ShellLayout';

const meta: Meta<typeof ShellLayout> = {
  title: 'Shell/Layout',
  component: ShellLayout,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ShellLayout>;

const layout = (language: 'zh-CN' | 'en-US') => (
  <StoryFrame
    signedIn
    user={{ orgNames: ['总部', '研发中心'] }}
    path="/index"
    language={language}
    messages={shellMessages}
    server={shellServer()}
  >
    <ViewsProvider initial={[{ key: '/index', path: '/index', titleKey: 'route.index' }]}>
      <ShellLayout title={language === 'en-US' ? 'Home' : '首页'}>
        <Typography variant="h5" component="h1">
          {language === 'en-US' ? 'Home' : '首页'}
        </Typography>
      </ShellLayout>
    </ViewsProvider>
  </StoryFrame>
);

/** The sidebar (home, application navigation), the header with the user menu, the tab bar. */
export const Desktop: Story = { render: () => layout('zh-CN') };
export const English: Story = { render: () => layout('en-US') };
