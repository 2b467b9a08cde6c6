import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the mocks and shell-server import each other, and entered from this side
// first the cycle runs shell-server before the mocks it lists are defined.
import { withStatistics } from '../testing/statistics-mock';
import {
  SALES_DASHBOARD,
  STATES_DASHBOARD,
  sampleDashboard,
  withDashboards,
} from '../testing/dashboards-mock';
import { DashboardPage } from './DashboardPage';
import { HomeDashboards } from './DashboardPanel';

const meta: Meta<typeof DashboardPage> = {
  title: 'Shell/Dashboards',
  component: DashboardPage,
};
export default meta;
type Story = StoryObj<typeof DashboardPage>;

type Language = 'zh-CN' | 'en-US';

const EMPTY_DASHBOARD = 803;

const data = () => {
  const withBoth = withDashboards(withStatistics(sampleData()));
  return {
    ...withBoth,
    artefacts: [
      ...(withBoth.artefacts ?? []),
      sampleDashboard(EMPTY_DASHBOARD, 'empty', '新仪表盘', { charts: [] }),
    ],
  };
};

const frame = (id: number, language: Language = 'zh-CN') => (
  <StoryFrame
    signedIn
    path={`/dashboard/${id}`}
    language={language}
    messages={shellMessages}
    server={shellServer(data())}
  >
    <ViewsProvider>
      <Box sx={{ p: 2 }}>
        <Routes>
          <Route path="/dashboard/:dashboardId" element={<DashboardPage />} />
        </Routes>
      </Box>
    </ViewsProvider>
  </StoryFrame>
);

const findChart = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('img', { name }, { timeout: 8000 });

/** 销售总览: three charts on the grid, the shared date range and city, 刷新. */
export const Dashboard: Story = {
  render: () => frame(SALES_DASHBOARD),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findChart(canvasElement, '按城市销售（柱状图）')).toBeVisible();
    await expect(await findChart(canvasElement, '月度销售额（折线图）')).toBeVisible();
    await expect(await findChart(canvasElement, '品类（饼图）')).toBeVisible();
    await expect(canvas.getByLabelText('下单日期从')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '刷新全部图表' })).toBeEnabled();
  },
};

/** The same dashboard in English. */
export const DashboardEnglish: Story = {
  render: () => frame(SALES_DASHBOARD, 'en-US'),
  play: async ({ canvasElement }) => {
    await expect(await findChart(canvasElement, '按城市销售 (Bar chart)')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Edit layout' })).toBeVisible();
  },
};

/** A chart over a view past its time limit, and one with no rows: each says so in its place. */
export const States: Story = {
  render: () => frame(STATES_DASHBOARD),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('统计未能计算', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('暂无数据', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A dashboard without charts says how to add one. */
export const Empty: Story = {
  render: () => frame(EMPTY_DASHBOARD),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('这个仪表盘还没有图表。', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** 编辑布局: add a chart of the application's statistics; it is drawn at once, unsaved. */
export const Editing: Story = {
  render: () => frame(EMPTY_DASHBOARD),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: '编辑布局' }, { timeout: 5000 }),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: '添加图表' }));
    await userEvent.click(await body.findByRole('option', { name: /订单总览/ }));
    await userEvent.click(canvas.getByRole('button', { name: '添加' }));
    await expect(await canvas.findByText('有未保存的修改')).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: '订单总览的数字' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The dashboards marked for the application's home, as its home shows them. */
export const OnHome: Story = {
  render: () => (
    <StoryFrame signedIn messages={shellMessages} server={shellServer(data())}>
      <Box sx={{ p: 2 }}>
        <HomeDashboards appId={1} />
      </Box>
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'region',
        { name: '仪表盘：销售总览' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
