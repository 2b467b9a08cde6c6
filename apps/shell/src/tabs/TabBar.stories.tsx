import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { StoryFrame } from '@org/app-kit/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { TabBar } from './TabBar';
import type { View } from './views';
import { ViewsProvider } from './ViewsProvider';

const VIEWS: View[] = [
  { key: '/index', path: '/index', titleKey: 'route.index' },
  { key: '/ApplicationCenter', path: '/ApplicationCenter', titleKey: 'route.ApplicationCenter' },
  { key: '/app/1', path: '/app/1/Pages', titleKey: 'route.app', label: '客户管理' },
  { key: '/app/2', path: '/app/2', titleKey: 'route.app', label: '人事' },
];

function WithViews({ language }: { language: 'zh-CN' | 'en-US' }) {
  return (
    <StoryFrame signedIn path="/app/1/Pages" language={language} messages={shellMessages}>
      <ViewsProvider initial={VIEWS}>
        <Box sx={{ height: 36, border: 1, borderColor: 'divider' }}>
          <TabBar />
        </Box>
      </ViewsProvider>
    </StoryFrame>
  );
}

const meta: Meta<typeof TabBar> = { title: 'Shell/Tab bar', component: TabBar };
export default meta;
type Story = StoryObj<typeof TabBar>;

/** Home first without a close button; the active tab (an application's page) highlighted. */
export const Tabs: Story = { render: () => <WithViews language="zh-CN" /> };
export const English: Story = { render: () => <WithViews language="en-US" /> };

/** Right-click: refresh, close, close others, close all. */
export const ContextMenu: Story = {
  render: () => <WithViews language="en-US" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole('link', { name: '人事' });
    await userEvent.pointer({ keys: '[MouseRight]', target: tab });
    const menu = within(canvasElement.ownerDocument.body);
    const others = await menu.findByRole('menuitem', { name: 'Close others' });
    await waitFor(() => expect(others).toBeVisible());
    await expect(menu.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^Close$/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Close all' })).toBeVisible();
  },
};
