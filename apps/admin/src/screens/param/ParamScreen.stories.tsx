import { API, MASKED_VALUE, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { Param } from './param-api';
import { ParamScreen } from './ParamScreen';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const params: Param[] = [
  ['sys.name', '系统名称', '综合业务平台', 'string', 'system', true, true],
  ['security.loginMaxFailures', '登录失败锁定次数', '5', 'number', 'security', true, false],
  ['biz.invoice.prefix', '发票前缀', 'INV', 'string', 'business', false, false],
  ['biz.feature.flags', '功能开关', '{"beta":true}', 'json', 'business', false, false],
  // a secret comes from the server masked
  ['sys.user.initPassword', '用户初始密码', MASKED_VALUE, 'string', 'security', true, false, true],
].map(
  ([paramKey, paramName, paramValue, valueType, category, builtIn, visible, secret], index) => ({
    id: index + 1,
    paramKey,
    paramName,
    paramValue,
    valueType,
    category,
    builtIn,
    visible,
    secret: secret === true,
    remark: '',
    createdAt: at(index + 1),
    updatedAt: at(index + 1),
    createdBy: null,
    updatedBy: null,
  }),
) as unknown as Param[];

/** A parameter service over the rows above: search by key and built-in, paging. */
const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.param.page)) {
    const body = request.body as {
      pageNo?: number;
      pageSize?: number;
      paramKey?: string;
      builtIn?: boolean;
    };
    const matching = params.filter(
      (row) =>
        (!body.paramKey || row.paramKey.includes(body.paramKey)) &&
        (body.builtIn === undefined || row.builtIn === body.builtIn),
    );
    const pageNo = body.pageNo ?? 1;
    const pageSize = body.pageSize ?? 10;
    return {
      code: 20000,
      data: {
        list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: matching.length,
        pageNo,
        pageSize,
      },
    };
  }
  if (request.path === routeUrl(API.param.refreshCache)) {
    return { code: 20000, data: { count: params.length } };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof ParamScreen> = {
  title: 'Admin/Screens/System parameters',
  component: ParamScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ParamScreen>;

/** Built-in parameters have no Delete; the search narrows to them. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <ParamScreen title="系统参数" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('sys.name')).toBeVisible();
    await expect(canvas.getByText('共 5 条')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除 系统名称 (sys.name)' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: '删除 发票前缀 (biz.invoice.prefix)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '修改 系统名称 (sys.name)' })).toBeVisible();
    await userEvent.click(canvas.getByLabelText('内置'));
    await userEvent.click(await within(document.body).findByRole('option', { name: '是' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 3 条')).toBeVisible();
  },
};

/** Editing a built-in parameter: its key and type are locked, the value is not. */
export const EditBuiltIn: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '修改 系统名称 (sys.name)' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // the form renderer loads with the first dialog
    const key = await dialog.findByLabelText('参数键', {}, { timeout: 15000 });
    await expect(key).toHaveValue('sys.name');
    await expect(key).toBeDisabled();
    await expect(dialog.getByLabelText('参数值')).toBeEnabled();
  },
};

/** A secret shows masked; editing it starts from an empty password field (empty: unchanged). */
export const EditSecret: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MASKED_VALUE)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: '修改 用户初始密码 (sys.user.initPassword)' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    const value = await dialog.findByLabelText('参数值', {}, { timeout: 15000 });
    await expect(value).toHaveValue('');
    await expect(value).toHaveAttribute('type', 'password');
    await expect(value).not.toBeRequired();
    await expect(dialog.getByLabelText('保密（值不显示）')).toBeDisabled();
  },
};

/** A user without the parameter codes sees the list and no buttons that change it. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <ParamScreen title="System parameters" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('sys.name')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reload cache' })).toBeNull();
  },
};
