import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { ViewsProvider } from '../tabs/ViewsProvider';
import { sampleData, shellServer } from '../testing/shell-server';
// After shell-server: the two import each other, and entered from this side first the cycle
// runs shell-server before the mocks it lists are defined.
import { withStatistics } from '../testing/statistics-mock';
import { StatisticPage } from './ArtefactPage';

const meta: Meta<typeof StatisticPage> = {
  title: 'Shell/Application statistics',
  component: StatisticPage,
};
export default meta;
type Story = StoryObj<typeof StatisticPage>;

type Language = 'zh-CN' | 'en-US';

const frame = (language: Language = 'zh-CN') => (
  <StoryFrame
    signedIn
    path="/app/1/StatisticalAnalysis"
    language={language}
    messages={shellMessages}
    server={shellServer(withStatistics(sampleData()))}
  >
    <ViewsProvider>
      <Routes>
        <Route path="/app/:appId/StatisticalAnalysis" element={<StatisticPage />} />
      </Routes>
    </ViewsProvider>
  </StoryFrame>
);

/** Clicks the row button `button` once the list shows it; answers the dialog `dialogName`. */
async function openFromRow(canvasElement: HTMLElement, button: string, dialogName: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }, { timeout: 5000 }));
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: dialogName }, { timeout: 5000 }));
}

/** The application's statistics: each with its chart, view and measures, and 查看. */
export const List: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: '查看 按城市销售' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** 查看 按季度和品类销售: the stacked bar computed now, with 刷新 and the exports. */
export const ViewDialog: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      '查看 按季度和品类销售',
      '统计“按季度和品类销售”',
    );
    await expect(
      await dialog.findByRole('img', { name: '按季度和品类销售（堆叠柱状图）' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: '导出 CSV' })).toBeEnabled();
  },
};

/** View, in English: 月度销售额 with its data table open. */
export const ViewDialogEnglish: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'View 月度销售额', 'Statistic “月度销售额”');
    await dialog.findByRole('img', { name: '月度销售额 (Line chart)' }, { timeout: 5000 });
    await userEvent.click(dialog.getByRole('button', { name: 'Data table' }));
    await expect(
      await dialog.findByRole('region', { name: 'Data of 月度销售额' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** 查看 of a statistic whose view runs out of time: the server's message in place of the chart. */
export const ViewTimedOut: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, '查看 超时的统计', '统计“超时的统计”');
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '视图运行超过了 5000 毫秒的上限',
    );
  },
};

/** The editor of 城市与品类透视: its grouping, measure and the pivot table previewed. */
export const Editor: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      '修改 城市与品类透视',
      '修改统计“城市与品类透视”',
    );
    const preview = within(dialog.getByRole('region', { name: '预览' }));
    await expect(
      await preview.findByRole('region', { name: '预览（透视表）' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Editing in English: a new statistic over the orders, previewed as a pie once it can be. */
export const EditorEnglish: Story = {
  render: () => frame('en-US'),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, 'New statistic', 'New statistic');
    const body = within(canvasElement.ownerDocument.body);
    const choose = async (label: string, option: RegExp) => {
      await userEvent.click(dialog.getByRole('combobox', { name: label }));
      await userEvent.click(await body.findByRole('option', { name: option }));
    };
    await expect(dialog.getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Choose the data view',
    );
    await choose('Chart', /^Pie chart$/);
    await choose('Data view', /^订单/);
    await choose('Dimension', /^城市/);
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await waitFor(
      () => expect(preview.getByRole('img', { name: 'Preview (Pie chart)' })).toBeVisible(),
      { timeout: 10_000 },
    );
  },
};

/** A save refused: the server's message under the dimension, and listed above the fields. */
export const EditorRefused: Story = {
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(canvasElement, '新建统计', '新建统计');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(dialog.getByRole('textbox', { name: '编码' }), 'draft');
    await userEvent.type(dialog.getByRole('textbox', { name: '名称' }), '草稿');
    await userEvent.click(dialog.getByRole('combobox', { name: '数据视图' }));
    await userEvent.click(await body.findByRole('option', { name: /^订单/ }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(
      () =>
        expect(dialog.getByRole('combobox', { name: '维度' })).toHaveAccessibleDescription(
          '请选择分组的维度列。',
        ),
      { timeout: 5000 },
    );
  },
};
