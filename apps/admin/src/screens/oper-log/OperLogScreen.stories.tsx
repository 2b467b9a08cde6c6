import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { OperLogScreen } from './OperLogScreen';
import { operLogServer } from './story-mocks';

const meta: Meta<typeof OperLogScreen> = {
  title: 'Admin/Screens/Operation log',
  component: OperLogScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof OperLogScreen>;

/** The operations with module, kind, operator, result and duration; one opened in detail. */
export const Administrator: Story = {
  render: () => (
    <AdminStoryFrame server={operLogServer()}>
      <OperLogScreen title="操作日志" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 23 条')).toBeVisible();
    const [first] = await canvas.findAllByRole('button', { name: /^详情 / });
    if (!first) throw new Error('No row has a details button.');
    await userEvent.click(first);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '操作日志详情' });
    await expect(within(dialog).getByText(/"positionName": "审计员"/)).toBeVisible();
    await expect(
      within(dialog).getByText('POST /ibsp-bg-auth/sysPosition/v1/position'),
    ).toBeVisible();
  },
};

/** Searching by operator narrows the list to their operations. */
export const SearchByOperator: Story = {
  render: () => (
    <AdminStoryFrame server={operLogServer()} language="en-US">
      <OperLogScreen title="Operation log" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total 23')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Operator'), 'editor');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Total 11')).toBeVisible();
  },
};
