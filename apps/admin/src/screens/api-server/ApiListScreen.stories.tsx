import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { Api } from './api-server-api';
import { ApiListScreen } from './ApiListScreen';
import { apiServerMock } from './story-mocks';

/** An API service over a few APIs of server 1: paging by server, publish and unpublish. */
function apiMock(): MockHandler {
  const apis = Array.from(
    { length: 3 },
    (_, index) =>
      ({
        id: index + 1,
        serverId: 1,
        serverCode: 'SRV1',
        serverName: '认证服务',
        apiCode: `dict.byCode${index}`,
        apiName: ['字典查询', '用户信息', '组织列表'][index] ?? '接口',
        method: 'POST',
        path: `/sysDict/v1/api${index}`,
        requestSchema: null,
        responseSchema: null,
        publishStatus: index === 0 ? 'PUBLISHED' : 'DRAFT',
        status: 1,
        remark: '',
        createdBy: null,
        createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
        updatedBy: null,
        updatedAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
      }) as unknown as Api,
  );
  return (request) => {
    if (request.path === routeUrl(API.apiServer.apiPage)) {
      const list = apis.map((api) => ({ ...api }));
      return { code: 20000, data: { list, total: list.length, pageNo: 1, pageSize: 10 } };
    }
    if (request.path === routeUrl(API.apiServer.publish)) {
      const { ids } = request.body as { ids: number[] };
      for (const api of apis) if (ids.includes(api.id)) api.publishStatus = 'PUBLISHED';
      return { code: 20000, data: { affected: ids.length } };
    }
    return apiServerMock(request);
  };
}

const meta: Meta<typeof ApiListScreen> = {
  title: 'Admin/Screens/API list',
  component: ApiListScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ApiListScreen>;

/** The APIs of one server: publish one; a request schema that is not JSON is refused on its field. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame
      signedIn
      server={apiMock()}
      messages={adminMessages}
      path="/system/apiServer/api?serverId=1"
    >
      <ApiListScreen title="接口列表" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('接口列表 · 认证服务')).toBeVisible();
    await expect(await canvas.findByText('dict.byCode1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回服务列表' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发布 用户信息' }));
    await expect(
      await canvas.findByRole('button', { name: '下线 用户信息' }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(
          page.queryByText('已发布', { selector: '#notistack-snackbar *, #notistack-snackbar' }),
        ).toBeNull(),
      {
        timeout: 10_000,
      },
    );
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const form = within(await page.findByRole('dialog', { name: '新增接口' }));
    const save = form.getByRole('button', { name: '确定' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 15_000 });
    await userEvent.type(form.getByLabelText('接口编码'), 'user.page');
    await userEvent.type(form.getByLabelText('接口名称'), '用户分页');
    await userEvent.type(form.getByLabelText('路径'), '/sysUser/v1/page');
    await userEvent.type(form.getByLabelText('请求结构'), 'not json');
    await userEvent.click(save);
    await expect(
      await form.findByText(/请求结构：不是合法的 JSON 对象/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Without the codes: the list only. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={apiMock()}
      messages={adminMessages}
      language="en-US"
    >
      <ApiListScreen title="APIs" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('dict.byCode0')).toBeVisible();
    await expect(canvas.getAllByText('Published')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Publish/ })).toBeNull();
  },
};
