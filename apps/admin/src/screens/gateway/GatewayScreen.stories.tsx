import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { GatewayRoute } from './gateway-api';
import { GatewayScreen } from './GatewayScreen';

/** A gateway service: two routes, one changed after the last publish, and a reload call. */
function gatewayServer(): MockHandler {
  let version = { version: 3, reloadedAt: '2026-03-01T00:00:00.000Z' };
  const route = (id: number, routerId: string, updatedAt: string): GatewayRoute =>
    ({
      id,
      routerId,
      name: routerId === 'auth' ? '认证' : '订单',
      uri: `lb://${routerId}-service`,
      predicates: [{ name: 'Path', args: { pattern: `/${routerId}/**` } }],
      filters: [{ name: 'StripPrefix', args: { parts: 1 } }],
      stripPrefix: 0,
      retryable: false,
      persistable: false,
      showApi: true,
      sort: id,
      status: 1,
      remark: '',
      createdBy: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedBy: null,
      updatedAt,
    }) as unknown as GatewayRoute;
  const routes = [
    route(1, 'auth', '2026-02-01T00:00:00.000Z'),
    route(2, 'order', '2026-04-01T00:00:00.000Z'),
  ];
  return (request) => {
    if (request.path === routeUrl(API.gateway.page)) {
      return { code: 20000, data: { list: routes, total: 2, pageNo: 1, pageSize: 10 } };
    }
    if (request.path === routeUrl(API.gateway.version)) return { code: 20000, data: version };
    if (request.path === routeUrl(API.gateway.reload)) {
      version = { version: version.version + 1, reloadedAt: new Date().toISOString() };
      return { code: 20000, data: version };
    }
    if (request.path === routeUrl(API.gateway.recycleBin)) {
      return {
        code: 20000,
        data: {
          list: [
            {
              ...route(9, 'legacy', '2026-01-05T00:00:00.000Z'),
              deletedAt: '2026-01-06T00:00:00.000Z',
              deletedBy: 1,
            },
          ],
          total: 1,
          pageNo: 1,
          pageSize: 10,
        },
      };
    }
    return { code: 40004, message: 'Not found' };
  };
}

const meta: Meta<typeof GatewayScreen> = {
  title: 'Admin/Screens/Gateway',
  component: GatewayScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GatewayScreen>;

/** The routes with their published state; publishing makes every route published. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={gatewayServer()} messages={adminMessages}>
      <GatewayScreen title="外部网关" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('lb://auth-service')).toBeVisible();
    await expect(await canvas.findByText(/当前发布版本 3/)).toBeVisible();
    await expect(canvas.getByText('待发布')).toBeVisible();
    await expect(canvas.getByText('Path=/auth/**')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发布路由' }));
    await expect(await canvas.findByText(/当前发布版本 4/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText('待发布')).toBeNull();
    // the kit's success notice goes away by itself
    await waitFor(() => expect(page.queryByText('已发布，版本 4')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: '回收站' }));
    const bin = within(await page.findByRole('dialog', { name: '已删除的路由' }));
    await expect(await bin.findByRole('button', { name: '恢复 legacy' })).toBeVisible();
  },
};

/** Without the codes: the list and the published state only. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={gatewayServer()}
      messages={adminMessages}
      language="en-US"
    >
      <GatewayScreen title="Gateway" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('lb://auth-service')).toBeVisible();
    // every unpublished route shows it; how many rows are drawn yet depends on the timing
    await expect(canvas.getAllByText('Pending')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Publish routes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Copy/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
  },
};
