import { API, MASKED_VALUE, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { ConfigItem } from './app-config-api';
import { AppConfigItemsScreen } from './AppConfigItemsScreen';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const items: ConfigItem[] = [
  ['crm.pageSize', '20', 'number', 'ui', 'dev', false],
  ['crm.apiToken', MASKED_VALUE, 'string', 'secret', 'prod', true],
  ['crm.features', '{"export":true}', 'json', '', 'test', false],
].map(([configKey, configValue, valueType, category, env, encrypted], index) => ({
  id: index + 1,
  appId: 1,
  configKey,
  configValue,
  valueType,
  category,
  env,
  encrypted,
  remark: '',
  createdAt: at(index + 1),
  updatedAt: at(index + 1),
})) as unknown as ConfigItem[];

const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.appConfig.appGet)) {
    return {
      code: 20000,
      data: { id: 1, appCode: 'crm', appName: '客户关系', configCount: items.length },
    };
  }
  if (request.path === routeUrl(API.appConfig.configPage)) {
    const body = request.body as { env?: string; pageNo?: number; pageSize?: number };
    const matching = items.filter((row) => !body.env || row.env === body.env);
    return {
      code: 20000,
      data: {
        list: matching,
        total: matching.length,
        pageNo: body.pageNo ?? 1,
        pageSize: body.pageSize ?? 10,
      },
    };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof AppConfigItemsScreen> = {
  title: 'Admin/Screens/App config items',
  component: AppConfigItemsScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof AppConfigItemsScreen>;

/** The items of one application; an encrypted value is shown masked. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame
      signedIn
      server={server}
      messages={adminMessages}
      path="/system/appConfig/appConfigItem?appId=1"
    >
      <AppConfigItemsScreen title="配置项" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('crm.apiToken')).toBeVisible();
    await expect(await canvas.findByText('配置项：客户关系（crm）')).toBeVisible();
    await expect(canvas.getByText(MASKED_VALUE)).toBeVisible();
    await userEvent.click(canvas.getByLabelText('环境'));
    await userEvent.click(await within(document.body).findByRole('option', { name: '生产' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
  },
};

/** Opened without an application: a hint and the way back. */
export const WithoutApplication: Story = {
  render: () => (
    <StoryFrame
      signedIn
      server={server}
      messages={adminMessages}
      path="/system/appConfig/appConfigItem"
    >
      <AppConfigItemsScreen title="配置项" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/请从应用配置列表中选择一个应用/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回应用配置' })).toBeVisible();
  },
};

/** A user without the item codes sees the items and no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
      path="/system/appConfig/appConfigItem?appId=1"
    >
      <AppConfigItemsScreen title="Config items" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('crm.pageSize')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
  },
};
