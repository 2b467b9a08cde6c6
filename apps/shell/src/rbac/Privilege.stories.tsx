import type { Meta, StoryObj } from '@storybook/react-vite';
import { GrantDialog, RoleUsersDialog } from '@org/app-kit/rbac';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppRole } from '../api/rbac-api';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleRbac, sampleRole } from '../testing/rbac-mock';
import { sampleData, shellServer } from '../testing/shell-server';
import { useAppRbacSource } from './app-source';
import { PrivilegePage } from './PrivilegePage';

const meta: Meta<typeof PrivilegePage> = {
  title: 'Shell/Application roles',
  component: PrivilegePage,
};
export default meta;
type Story = StoryObj<typeof PrivilegePage>;

const server = () => shellServer({ ...sampleData(), rbac: sampleRbac() });

const page = (language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <StoryFrame
    signedIn
    path="/app/1/Privilege"
    language={language}
    messages={shellMessages}
    server={server()}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/Privilege" element={<PrivilegePage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

const sales = sampleRole(501, { roleCode: 'crm_sales', roleName: '销售', userCount: 1 });

/** The kit's grant dialog on application 1's roles and resources, as Privilege opens it. */
function AppGrant({ role }: { role: AppRole }) {
  return <GrantDialog source={useAppRbacSource(1)} role={role} openAll onClose={() => undefined} />;
}

/** The kit's role users dialog on application 1, as Privilege opens it. */
function AppRoleUsers({ role }: { role: AppRole }) {
  return <RoleUsersDialog source={useAppRbacSource(1)} role={role} onClose={() => undefined} />;
}

/** The roles of application 1: search, paging, and the buttons its codes allow. */
export const Roles: Story = {
  render: () => page(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('crm_sales')).toBeVisible();
  },
};
export const English: Story = { render: () => page('en-US') };

/** A user who may only read roles: no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{
        isAdmin: false,
        menu: ['viewer'],
        resources: [
          { resourceCode: 'system:appConfig', resourceType: 'MENU' },
          { resourceCode: 'system:role', resourceType: 'MENU' },
        ],
      }}
      path="/app/1/Privilege"
      messages={shellMessages}
      server={server()}
    >
      <ViewsProvider>
        <Routes>
          <Route path="/app/:appId/Privilege" element={<PrivilegePage />} />
        </Routes>
      </ViewsProvider>
    </StoryFrame>
  ),
};

/**
 * The grant dialog: the application's resources as a checkbox tree, opened fully and restored
 * from the grant, in the shell's words.
 */
export const Grant: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={server()}>
      <AppGrant role={sales} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const tree = within(await body.findByRole('tree', { name: '本应用的资源' }));
    await expect(await tree.findByRole('treeitem', { name: /crm:customers:add$/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      tree.getByRole('treeitem', { name: /^客户 · 菜单 · crm:customers / }),
    ).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** The role's users, and the user picker that adds more. */
export const Users: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={server()}>
      <AppRoleUsers role={sales} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '“销售 (crm_sales)”的用户' }));
    await waitFor(() => expect(dialog.getByText('zhangsan')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '添加用户' }));
    const picker = within(await body.findByRole('dialog', { name: '选择用户' }));
    await waitFor(() => expect(picker.getByText('lisi')).toBeVisible());
  },
};
