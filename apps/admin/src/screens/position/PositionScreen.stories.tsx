import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer, READ_ONLY_USER } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { Position } from './position-api';
import { PositionScreen } from './PositionScreen';

const positions: Position[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  positionCode: `P${String(index + 1).padStart(3, '0')}`,
  positionName: ['工程师', '经理', '主管', '专员'][index % 4] ?? '专员',
  positionLevel: (index % 5) + 1,
  orgId: null,
  orgName: index % 2 === 0 ? '总部' : null,
  memberCount: index % 7,
  sort: index,
  status: index % 6 === 5 ? 0 : 1,
  remark: '',
  createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
})) as unknown as Position[];

/** A position service over the rows above: search by name, paging. */
const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.position.page)) {
    const body = request.body as { positionName?: string };
    const matching = positions.filter(
      (row) => !body.positionName || row.positionName.includes(body.positionName),
    );
    return pageAnswer(matching, body);
  }
  if (request.path === routeUrl(API.position.create) && request.method === 'POST') {
    return {
      code: 40022,
      message: 'Invalid request',
      data: { errors: [{ field: 'body.positionCode', message: '职务编码已存在' }] },
    };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof PositionScreen> = {
  title: 'Admin/Screens/Positions',
  component: PositionScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof PositionScreen>;

/** The list pattern with a mocked client: rows, pager, search and the create dialog. */
export const Administrator: Story = {
  render: () => (
    <AdminStoryFrame server={server}>
      <PositionScreen title="职务管理" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('P001')).toBeVisible();
    await expect(canvas.getByText('共 23 条')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('职务名称'), '经理');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 6 条')).toBeVisible();
    await expect(canvas.queryByText('P001')).toBeNull();
  },
};

/** A user without the position codes sees the list and no buttons that change it. */
export const ReadOnly: Story = {
  render: () => (
    <AdminStoryFrame user={READ_ONLY_USER} server={server} language="en-US">
      <PositionScreen title="Positions" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('P001')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

/** A field error of the server shows under its field and in the list above the form. */
export const ServerFieldError: Story = {
  render: () => (
    <AdminStoryFrame server={server}>
      <PositionScreen title="职务管理" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('P001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const code = await within(dialog).findByLabelText('职务编码', undefined, { timeout: 10_000 });
    await userEvent.type(code, 'P001');
    await userEvent.type(within(dialog).getByLabelText('职务名称'), '工程师');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findAllByText('职务编码已存在')).toHaveLength(1);
    await expect(within(dialog).getByText(/职务编码：职务编码已存在/)).toBeVisible();
  },
};
