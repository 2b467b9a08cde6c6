import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleRbac, sampleRole } from '../testing/rbac-mock';
import { sampleData, shellServer } from '../testing/shell-server';
import { GrantDialog } from './GrantDialog';
import { PrivilegePage } from './PrivilegePage';
import { RoleUsersDialog } from './RoleUsersDialog';

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

/** The grant dialog: the application's resources as a checkbox tree, restored from the grant. */
export const Grant: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={server()}>
      <GrantDialog appId={1} role={sales} onClose={() => undefined} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('checkbox', { name: /crm:customers:add$/ })).toBeChecked();
  },
};

/** The role's users: add users found by name, remove one. */
export const Users: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={server()}>
      <RoleUsersDialog role={sales} onClose={() => undefined} />
    </StoryFrame>
  ),
};
