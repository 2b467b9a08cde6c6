import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { ConfiguredApp } from './app-config-api';
import { AppConfigScreen } from './AppConfigScreen';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const apps: ConfiguredApp[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  appCode: `app_${String(index + 1).padStart(2, '0')}`,
  appName: ['客户关系', '合同管理', '采购', '仓储'][index % 4] ?? '采购',
  icon: '',
  description: '',
  ownerUserId: null,
  homePath: `/app/${index + 1}`,
  sort: index,
  status: index === 2 ? 0 : 1,
  configCount: index % 5,
  createdAt: at(index + 1),
  updatedAt: at(index + 1),
})) as unknown as ConfiguredApp[];

/** The route list with the items page below the app config screen. */
const routes = [
  {
    path: '/system',
    name: 'system',
    component: 'Layout',
    hidden: false,
    alwaysShow: true,
    meta: {
      title: '系统管理',
      titleEn: 'System',
      icon: null,
      roles: ['admin'],
      resourceType: 'DIR',
    },
    children: [
      {
        path: 'appConfig',
        name: 'AppConfig',
        component: 'system/appConfig/index',
        hidden: false,
        alwaysShow: false,
        meta: {
          title: '应用配置',
          titleEn: 'App config',
          icon: null,
          roles: ['admin'],
          resourceType: 'MENU',
        },
        children: [
          {
            path: 'appConfigItem',
            name: 'AppConfigItems',
            component: 'system/appConfigItem/index',
            hidden: true,
            alwaysShow: false,
            meta: {
              title: '配置项',
              titleEn: 'Config items',
              icon: null,
              roles: ['admin'],
              resourceType: 'PAGE',
            },
          },
        ],
      },
    ],
  },
];

const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.appConfig.appPage)) {
    const body = request.body as { pageNo?: number; pageSize?: number };
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    return {
      code: 20000,
      data: {
        list: apps.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: apps.length,
        pageNo,
        pageSize,
      },
    };
  }
  if (request.path === routeUrl(API.dev.routerList)) return { code: 20000, data: routes };
  if (request.path === routeUrl(API.user.page)) {
    return {
      code: 20000,
      data: {
        list: [
          { id: 1, account: 'admin', username: '管理员' },
          { id: 7, account: 'zhangsan', username: '张三' },
        ],
        total: 2,
        pageNo: 1,
        pageSize: 100,
      },
    };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof AppConfigScreen> = {
  title: 'Admin/Screens/App config',
  component: AppConfigScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof AppConfigScreen>;

/** The applications with paging; each row opens its config items page. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <AppConfigScreen title="应用配置" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('app_01')).toBeVisible();
    await expect(canvas.getByText('共 12 条')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: '配置项 客户关系 (app_01)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '启用 采购 (app_03)' })).toBeVisible();
  },
};

/** The owner is chosen among the platform's users. */
export const OwnerChoice: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: '新增' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(
      await dialog.findByRole('combobox', { name: '负责人' }, { timeout: 15000 }),
    );
    await expect(await body.findByRole('option', { name: '张三（zhangsan）' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('option', { name: '张三（zhangsan）' }));
    // a filterable select: the choice shows in its input
    await expect(dialog.getByRole('combobox', { name: '负责人' })).toHaveValue('张三（zhangsan）');
  },
};

/** A user without the app config codes: the list, no change buttons and no items page. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <AppConfigScreen title="App config" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('app_01')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Config items/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};
