import type { Meta, StoryObj } from '@storybook/react-vite';
import { childTypes } from '@org/app-kit/rbac';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import type { ResourceNode } from '../api/rbac-api';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleRbac, sampleResource } from '../testing/rbac-mock';
import { sampleApp, sampleData, shellServer } from '../testing/shell-server';
import { ResourceDialog, ResourcesPage } from './ResourcesPage';

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

/**
 * The resource tree of application 1 beside the list: its menus at the top level, and what is
 * below the one chosen in the tree, with codes and paths.
 */
export const Tree: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('crm:reports')).toBeVisible();
    await expect(canvas.queryByText('system:user:export')).toBeNull();
    const tree = within(canvas.getByRole('tree', { name: '资源树' }));
    await userEvent.click(tree.getByText('客户'));
    await expect(await canvas.findByText('crm:customers:list')).toBeVisible();
  },
};
export const English: Story = { render: () => page('en-US') };

const menu: ResourceNode = {
  ...sampleResource(605, null, 'MENU', 'crm:reports', '报表', { path: '/reports' }),
  hasChildren: false,
};

/** A new resource below a menu: the kinds the page offers there, the code after the menu's. */
export const NewBelowMenu: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={server()}>
      <ResourceDialog
        app={sampleApp(1, { appCode: 'crm', appName: '客户管理' })}
        editing={{ kind: 'create', parent: menu, types: childTypes('MENU'), sort: 10 }}
        onSaved={() => undefined}
        onClose={() => undefined}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '在“报表”下新建资源' }));
    await expect(dialog.getByLabelText(/^编码/)).toHaveValue('crm:reports:');
    await userEvent.click(dialog.getByRole('combobox', { name: '类型' }));
    const kinds = within(await body.findByRole('listbox'));
    await expect(kinds.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '页面',
      '按钮',
      '接口',
    ]);
  },
};
