import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { OrgNode, User, UserDetail } from './user-api';
import { AssignDialog } from './AssignDialog';
import { OrgScopeTree } from './OrgScopeTree';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import type { AssignKind } from './user-choices';

const org = (id: number, orgName: string, children: OrgNode[] = []): OrgNode =>
  ({
    id,
    parentId: null,
    ancestorIds: [],
    orgCode: `O${id}`,
    orgName,
    status: 1,
    hasChildren: children.length > 0,
    children,
  }) as unknown as OrgNode;

const tree: OrgNode[] = [org(1, '总部', [org(2, '研发部'), org(3, '财务部')])];

const user = {
  id: 5,
  account: 'zhangwei',
  username: '张伟',
  mainOrgId: 2,
  mainOrgName: '研发部',
  status: 1,
} as unknown as User;

const roles = [
  { id: 1, roleCode: 'admin', roleName: '管理员' },
  { id: 2, roleCode: 'editor', roleName: '编辑' },
];

/** The user's detail (role admin, in 研发部), the roles and organisations, and the calls. */
function userServer(sent: { path: string; body: unknown }[]): MockHandler {
  return (request) => {
    const body = (request.body ?? {}) as { id?: number; password?: string };
    switch (request.path) {
      case routeUrl(API.role.page):
        return pageAnswer(roles, request.body);
      case routeUrl(API.org.tree):
        return { code: 20000, data: tree };
      case routeUrl(API.user.get): {
        const detail = {
          ...user,
          roleIds: [1],
          orgIds: [2],
          positionIds: [],
          groupIds: [],
        } as unknown as UserDetail;
        return { code: 20000, data: detail };
      }
      case routeUrl(API.user.setRoles):
      case routeUrl(API.user.setOrgs):
        sent.push({ path: request.path, body: request.body });
        return { code: 20000, data: {} };
      case routeUrl(API.user.resetPassword):
        sent.push({ path: request.path, body: request.body });
        return {
          code: 20000,
          data: body.password
            ? { userId: body.id, generated: false, password: null, sessionsEnded: 1 }
            : { userId: body.id, generated: true, password: 'Xq7-generated-Pw', sessionsEnded: 2 },
        };
      default:
        return { code: 40004, message: 'Not found' };
    }
  };
}

function OpenAssign({ kind }: { kind: AssignKind }) {
  const [open, setOpen] = useState(true);
  return open ? <AssignDialog user={user} kind={kind} onClose={() => setOpen(false)} /> : null;
}

/** The organisation scope of the user list, with its choice shown under the tree. */
function Scope() {
  const [scope, setScope] = useState<{ orgId: number | null; withDescendants: boolean }>({
    orgId: null,
    withDescendants: true,
  });
  return (
    <>
      <OrgScopeTree
        orgId={scope.orgId}
        withDescendants={scope.withDescendants}
        onChange={(orgId, withDescendants) => setScope({ orgId, withDescendants })}
      />
      <p>{`${scope.orgId ?? 'all'} / ${scope.withDescendants ? 'below' : 'only'}`}</p>
    </>
  );
}

function OpenReset() {
  const [open, setOpen] = useState(true);
  return open ? <ResetPasswordDialog user={user} onClose={() => setOpen(false)} /> : null;
}

const meta: Meta = {
  title: 'Admin/Screens/Users/Dialogs',
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

const sent: { path: string; body: unknown }[] = [];

/** The user's roles from the detail; adding one sends the whole new set. */
export const AssignRoles: Story = {
  render: () => (
    <AdminStoryFrame server={userServer(sent)}>
      <OpenAssign kind="roles" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '分配角色：张伟 (zhangwei)' }));
    await expect(await dialog.findByRole('button', { name: '管理员 (admin)' })).toBeVisible();
    await userEvent.click(dialog.getByLabelText('角色'));
    await userEvent.click(await page.findByRole('option', { name: '编辑 (editor)' }));
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([
      { path: routeUrl(API.user.setRoles), body: { userId: 5, roleIds: [1, 2] } },
    ]);
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

/** Organisations by their path in the tree, and the main one among them. */
export const AssignOrganisations: Story = {
  render: () => (
    <AdminStoryFrame server={userServer(sent)}>
      <OpenAssign kind="orgs" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '分配机构：张伟 (zhangwei)' }));
    await expect(await dialog.findByRole('button', { name: '总部 / 研发部' })).toBeVisible();
    await userEvent.click(dialog.getByLabelText('所属机构'));
    await userEvent.click(await page.findByRole('option', { name: '总部 / 财务部' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('combobox', { name: '主机构' }));
    await userEvent.click(await page.findByRole('option', { name: '总部 / 财务部' }));
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({ userId: 5, orgIds: [2, 3], mainOrgId: 3 });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

/** A generated password is shown once, with the sessions it ended. */
export const ResetGenerated: Story = {
  render: () => (
    <AdminStoryFrame server={userServer(sent)}>
      <OpenReset />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '重置密码：张伟 (zhangwei)' }));
    await expect(dialog.getByRole('radio', { name: '生成随机密码' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await expect(await dialog.findByLabelText('新密码（只显示这一次，请转告用户）')).toHaveValue(
      'Xq7-generated-Pw',
    );
    await expect(dialog.getByText('密码已重置，结束了 2 个会话。')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** A typed password must have 8 characters; a valid one is sent and the dialog closes. */
export const ResetChosen: Story = {
  render: () => (
    <AdminStoryFrame server={userServer(sent)} language="en-US">
      <OpenReset />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await page.findByRole('dialog', { name: 'Reset password: 张伟 (zhangwei)' }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Type a new password' }));
    const field = await dialog.findByLabelText('New password');
    await userEvent.type(field, 'short');
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(dialog.getByText('The password needs at least 8 characters')).toBeVisible(),
    );
    await expect(sent).toHaveLength(0);
    await userEvent.type(field, '-enough');
    await userEvent.click(dialog.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sent[0]?.body).toEqual({ id: 5, password: 'short-enough' });
    await waitFor(() => expect(page.queryByText(/sessions ended/)).toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** The organisation tree beside the user list: all at first; a department, without those below. */
export const OrganisationScope: Story = {
  render: () => (
    <AdminStoryFrame server={userServer([])}>
      <Scope />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = within(await canvas.findByRole('tree', { name: '组织机构' }));
    await expect(tree.getByRole('treeitem', { name: '全部机构' })).toBeVisible();
    await expect(canvas.getByText('all / below')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '含下级机构' })).toBeChecked();
    await userEvent.click(await tree.findByText('财务部'));
    await expect(canvas.getByText('3 / below')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '含下级机构' }));
    await expect(canvas.getByText('3 / only')).toBeVisible();
    await userEvent.click(tree.getByText('全部机构'));
    await expect(canvas.getByText('all / only')).toBeVisible();
  },
};
