import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import type { ResourceNode } from '../api/rbac-api';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleRbac, sampleResource } from '../testing/rbac-mock';
import { sampleApp, sampleData, shellServer } from '../testing/shell-server';
import { ResourceDialog } from './ResourceDialog';
import { ResourcesPage } from './ResourcesPage';

const meta: Meta<typeof ResourcesPage> = {
  title: 'Shell/Application resources',
  component: ResourcesPage,
};
export default meta;
type Story = StoryObj<typeof ResourcesPage>;

const server = () => shellServer({ ...sampleData(), rbac: sampleRbac() });

const page = (language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <StoryFrame
    signedIn
    path="/app/1/Resources"
    language={language}
    messages={shellMessages}
    server={server()}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/Resources" element={<ResourcesPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** The resource tree of application 1: menus, pages and buttons with codes and paths. */
export const Tree: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('crm:customers:list')).toBeVisible();
  },
};
export const English: Story = { render: () => page('en-US') };

const menu: ResourceNode = {
  ...sampleResource(605, null, 'MENU', 'crm:reports', '报表', { path: '/reports' }),
  hasChildren: false,
};

/** A new resource below a menu: only the kinds the contract allows there. */
export const NewBelowMenu: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={server()}>
      <ResourceDialog
        app={sampleApp(1, { appCode: 'crm', appName: '客户管理' })}
        parent={menu}
        onClose={() => undefined}
      />
    </StoryFrame>
  ),
};
