import { API, type OrgNode, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { Org } from './org-api';
import { OrgScreen } from './OrgScreen';

const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
const org = (id: number, parentId: number | null, code: string, name: string, sort: number) =>
  ({
    id,
    parentId,
    ancestorIds: parentId === null ? [] : parentId === 1 ? [1] : [1, parentId],
    orgCode: code,
    orgName: name,
    orgShortName: '',
    orgNameEn: '',
    orgCategory: parentId === null ? 'company' : 'dept',
    orgType: '',
    leaderUserId: id === 2 ? 7 : null,
    leaderName: id === 2 ? '张三' : null,
    phone: '',
    email: '',
    fax: '',
    address: '',
    sort,
    status: id === 4 ? 0 : 1,
    remark: '',
    createdBy: null,
    createdAt: at,
    updatedBy: null,
    updatedAt: at,
  }) as Org;

const orgs: Org[] = [
  org(1, null, 'HQ', '总部', 1),
  org(2, 1, 'RD', '研发中心', 1),
  org(3, 1, 'FIN', '财务部', 2),
  org(4, 1, 'HR', '人事部', 3),
  org(5, 2, 'RD-FE', '前端组', 1),
];

const treeOf = (rows: readonly Org[], parentId: number | null): OrgNode[] =>
  rows
    .filter((row) => row.parentId === parentId)
    .map((row) => {
      const children = treeOf(rows, row.id);
      return { ...row, hasChildren: children.length > 0, children };
    });

/** The nodes whose name contains `keyword`, with their ancestors (as the server answers). */
const matching = (nodes: OrgNode[], keyword: string): OrgNode[] =>
  nodes.flatMap((node) => {
    const children = matching(node.children ?? [], keyword);
    return node.orgName.includes(keyword) || children.length > 0 ? [{ ...node, children }] : [];
  });

/** Every organisation of `nodes` in tree order (parents first, siblings by sort). */
const inTreeOrder = (nodes: readonly OrgNode[]): OrgNode[] =>
  [...nodes]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((node) => [node, ...inTreeOrder(node.children ?? [])]);

/**
 * An organisation service over the rows above: the tree, pages in tree order (by parent, with
 * folded subtrees left out), search by name.
 */
const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.org.tree)) {
    const keyword = request.query.get('keyword');
    return {
      code: 20000,
      data: keyword ? matching(treeOf(orgs, null), keyword) : treeOf(orgs, null),
    };
  }
  if (request.path === routeUrl(API.org.page)) {
    const body = request.body as {
      pageNo?: number;
      pageSize?: number;
      parentId?: number;
      orgName?: string;
      folded?: number[];
    };
    const folded = body.folded ?? [];
    const found = inTreeOrder(treeOf(orgs, null)).filter(
      (row) =>
        (body.parentId === undefined || row.parentId === body.parentId) &&
        (!body.orgName || row.orgName.includes(body.orgName)) &&
        !row.ancestorIds.some((id) => folded.includes(id)),
    );
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    return {
      code: 20000,
      data: {
        list: found
          .slice((pageNo - 1) * pageSize, pageNo * pageSize)
          .map(({ children: _below, ...row }) => row),
        total: found.length,
        pageNo,
        pageSize,
      },
    };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof OrgScreen> = {
  title: 'Admin/Screens/Organisations',
  component: OrgScreen,
  parameters: { layout: 'padded' },
  // the administrator over the organisations above, unless a story says otherwise
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <OrgScreen title="组织机构" />
    </StoryFrame>
  ),
};
export default meta;
type Story = StoryObj<typeof OrgScreen>;

/** The tree beside the list; a node scopes the list to its children; the move dialog. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('共 5 条')).toBeVisible();
    const tree = await canvas.findByRole('tree', { name: '组织机构树' });
    await expect(await within(tree).findByText('人事部 （停用）')).toBeVisible();
    await userEvent.click(within(tree).getByText('研发中心'));
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
    await expect(canvas.getByRole('grid').textContent).toContain('前端组');
    await userEvent.click(canvas.getByRole('button', { name: '移动 前端组' }));
    const dialog = await body.findByRole('dialog', { name: '移动“前端组”' });
    const parents = within(dialog).getByRole('tree', { name: '上级机构' });
    await expect(await within(parents).findByText('总部')).toBeInTheDocument();
    await expect(within(parents).getByText('财务部')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '移动' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  },
};

/** The list is a tree table: every organisation under its parent; folding hides what is below. */
export const TreeTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 5 条')).toBeVisible();
    const names = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('[data-field="orgName"]')?.textContent);
    await expect(names()).toEqual(['总部', '研发中心', '前端组', '财务部', '人事部']);
    const fold = canvas.getByRole('button', { name: '折叠 研发中心' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fold);
    await expect(await canvas.findByText('共 4 条')).toBeVisible();
    await expect(names()).toEqual(['总部', '研发中心', '财务部', '人事部']);
    await userEvent.click(canvas.getByRole('button', { name: '全部折叠' }));
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '全部展开' }));
    await expect(await canvas.findByText('共 5 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '折叠 研发中心' })).toBeVisible();
  },
};

/** The leader picker opens from the leader cell and lists users to choose from. */
export const LeaderPicker: Story = {
  render: () => (
    <StoryFrame
      signedIn
      server={(request) =>
        request.path === routeUrl(API.user.page)
          ? {
              code: 20000,
              data: {
                list: [
                  {
                    id: 7,
                    account: 'zhangsan',
                    username: '张三',
                    mobile: '13800000000',
                    mainOrgName: '研发中心',
                    status: 1,
                  },
                ],
                total: 1,
                pageNo: 1,
                pageSize: 10,
              },
            }
          : server(request)
      }
      messages={adminMessages}
    >
      <OrgScreen title="组织机构" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: '张三 (设置负责人 研发中心)' }),
    );
    const dialog = await body.findByRole('dialog', { name: '设置“研发中心”的负责人' });
    // the dialog fades in: wait until its row is shown rather than merely present
    const row = await within(dialog).findByText('zhangsan');
    await waitFor(() => expect(row).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: '清除负责人' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** A user without the organisation codes sees the tree and the list, and no change buttons. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <OrgScreen title="Organisations" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sort' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Move / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Set leader / })).toBeNull();
  },
};

/** Searching the tree answers the matching organisations with their ancestors, all open. */
export const TreeSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = async () => within(await canvas.findByRole('tree', { name: '组织机构树' }));
    await expect(await (await tree()).findByText('财务部')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('搜索名称或编码'), '前端{Enter}');
    await waitFor(async () => expect((await tree()).queryByText('财务部')).toBeNull(), {
      timeout: 5000,
    });
    await expect((await tree()).getByText('前端组')).toBeVisible();
    await expect((await tree()).getByText('研发中心')).toBeVisible();
  },
};
