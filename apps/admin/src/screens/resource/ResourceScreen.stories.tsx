import { API, type ResourceType, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame, sampleResource } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { ResourceNode, ResourceTree } from './resource-api';
import { ResourceScreen } from './ResourceScreen';

const node = (
  id: number,
  resourceType: string,
  resourceName: string,
  resourceCode: string,
  extra: Partial<ResourceNode> = {},
  children: ResourceTree = [],
): ResourceNode => ({
  ...sampleResource(id, null, resourceType as ResourceType, resourceCode, resourceName),
  ...extra,
  hasChildren: children.length > 0,
  children,
});

const tree: ResourceTree = [
  node(1, 'DIR', '系统管理', 'system', { path: '/system', icon: 'setting' }, [
    node(
      2,
      'MENU',
      '用户管理',
      'system:user',
      { path: 'user', component: 'system/user/index', icon: 'user' },
      [
        node(3, 'BUTTON', '新增', 'system:user:add'),
        node(4, 'BUTTON', '修改', 'system:user:edit', { status: 0 }),
      ],
    ),
    node(5, 'MENU', '角色管理', 'system:role', {
      path: 'role',
      component: 'system/role/index',
      icon: 'role',
    }),
  ]),
  node(6, 'API', '文件存储管理', 'storage:manage'),
];

/** What the stories' server was asked to change, for the play functions. */
const calls: { method: string; path: string; body: unknown }[] = [];

const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.resource.tree) && request.method === 'GET') {
    const keyword = request.query.get('keyword');
    if (!keyword) return { code: 20000, data: tree };
    return {
      code: 20000,
      data: [{ ...tree[0], children: [{ ...tree[0]?.children?.[0], children: [] }] }],
    };
  }
  calls.push({ method: request.method, path: request.path, body: request.body });
  if (request.path === routeUrl(API.resource.remove) && request.method === 'DELETE') {
    return {
      code: 40009,
      message: '"system" still has resources below it; delete or move them first.',
    };
  }
  return { code: 20000, data: { ...(request.body as object), affected: 1 } };
};

const meta: Meta<typeof ResourceScreen> = {
  title: 'Admin/Screens/Resources',
  component: ResourceScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ResourceScreen>;

const asAdmin = (
  <StoryFrame signedIn server={server} messages={adminMessages}>
    <ResourceScreen title="资源管理" />
  </StoryFrame>
);

/** The tree beside the list; choosing a node lists what is below it with their actions. */
export const Administrator: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = () => within(canvas.getByRole('grid'));
    await expect(await canvas.findByText('storage:manage')).toBeVisible();
    await expect(grid().getByText('system')).toBeVisible();
    const tree = await canvas.findByRole('tree', { name: '资源树' });
    await userEvent.click(await within(tree).findByText('用户管理'));
    await expect(await grid().findByText('system:user:add')).toBeVisible();
    await expect(
      grid().getByRole('button', { name: '启用 修改 (system:user:edit)' }),
    ).toBeVisible();
    // a button takes nothing below it
    await expect(grid().queryByRole('button', { name: /^新增下级 新增/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '新增下级' })).toBeVisible();
  },
};

/** Adding below a menu offers only pages, buttons and APIs, and sends the parent. */
export const AddChild: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: '新增下级 系统管理 (system)' }),
    );
    const dialog = within(await body.findByRole('dialog'));
    await expect(
      await dialog.findByRole('radio', { name: '目录' }, { timeout: 15000 }),
    ).toBeChecked();
    await expect(dialog.queryByRole('radio', { name: '按钮' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getByText('请输入资源名称')).toBeVisible());
    await userEvent.type(dialog.getByLabelText('资源名称'), '日志管理');
    await userEvent.type(dialog.getByLabelText('资源编码'), '1bad');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getByText(/以字母开头/)).toBeVisible());
    await userEvent.clear(dialog.getByLabelText('资源编码'));
    await userEvent.type(dialog.getByLabelText('资源编码'), 'system:log');
    calls.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.length).toBe(1));
    await expect(calls[0]?.body).toMatchObject({
      parentId: 1,
      resourceName: '日志管理',
      resourceCode: 'system:log',
      resourceType: 'DIR',
    });
    await expect(await body.findByText('保存成功', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(body.queryByText('保存成功')).toBeNull(), { timeout: 8000 });
  },
};

/** A refused delete shows the server's reason; the confirmation names the resource. */
export const DeleteRefused: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '删除 系统管理 (system)' }));
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('确定删除“系统管理 (system)”吗？')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(body.getByText(/still has resources below it/)).toBeVisible());
    await waitFor(() => expect(body.queryByText(/still has resources below it/)).toBeNull(), {
      timeout: 9000,
    });
  },
};

/** A user without the resource codes sees the tree and no buttons that change it. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <ResourceScreen title="Resources" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('storage:manage')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};
